import {
  classesOf,
  type HtmlElement,
  type HtmlNode,
  htmlOf,
  isElement,
  isText,
  parseHtml,
  significant,
} from '../html-dom.js';
import type { TrailWords } from '../reblog.js';

/** A reblog written out in HTML: each blog's words, root first, and what the reblogger added. */
export interface HtmlReblog {
  steps: TrailWords[];
  comment: string;
}

const POST_LINK = /\/post\/\d+/;

/**
 * The blog a reblog's header names: `<p><a class="tumblr_blog" href="…/post/…">name</a>:</p>`,
 * the line Tumblr writes above each quoted step (the legacy API's fields and the backup
 * archive's post files both carry it).
 */
function headerBlog(node: HtmlNode | undefined): string | null {
  if (!isElement(node, 'p')) return null;
  const [link, ...rest] = significant(node.children);
  if (!isElement(link, 'a')) return null;
  const isBlogLink = classesOf(link).includes('tumblr_blog') || POST_LINK.test(link.attribs.href ?? '');
  const colonOnly = rest.every((n) => isText(n) && n.data.trim() === ':');
  const name = htmlOf(link.children)
    .replace(/<[^>]*>/g, '')
    .trim();
  return isBlogLink && colonOnly && name ? name : null;
}

/** Walks the nested quotes: the innermost is the root, each level out the next blog's words. */
function unquote(nodes: readonly HtmlNode[]): { steps: TrailWords[]; rest: HtmlNode[] } {
  const shown = significant(nodes);
  const blogName = headerBlog(shown[0]);
  const quote = shown[1];
  if (!blogName || !isElement(quote, 'blockquote')) return { steps: [], rest: [...nodes] };
  const inner = unquote((quote as HtmlElement).children);
  const step = { blogName, html: htmlOf(inner.rest) };
  return { steps: [...inner.steps, step], rest: nodes.slice(nodes.indexOf(quote) + 1) };
}

/**
 * A reblog's trail as Tumblr wrote it into the comment field before the trail had its own field:
 * nested block quotes, each under a header naming its blog. Null when the HTML holds none.
 */
export function reblogFromHtml(html: string): HtmlReblog | null {
  const { steps, rest } = unquote(parseHtml(html));
  return steps.length > 0 ? { steps, comment: htmlOf(rest) } : null;
}
