import { READ_MORE_CLASS } from '@rookery/core';
import {
  classesOf,
  type HtmlElement,
  type HtmlNode,
  htmlOf,
  isElement,
  parseHtml,
  significant,
} from '../../html-dom.js';
import { inlineText } from './inline.js';
import { pictureBlock, playerBlock } from './media-blocks.js';
import type { BlogLookup, NpfContentBlock, NpfTextBlock } from './types.js';

/** What holds a block: list items and quoted text say where they are by subtype and indent level. */
type Container = 'blockquote' | 'ol' | 'ul';

const SUBTYPES: Readonly<Record<Container, string>> = {
  blockquote: 'indented',
  ol: 'ordered-list-item',
  ul: 'unordered-list-item',
};

/** Elements that make blocks of their own; anything else is part of a run of text. */
const BLOCK_ELEMENTS = new Set([
  ...['p', 'div', 'pre', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
  ...['blockquote', 'ul', 'ol', 'li', 'figure', 'img', 'iframe', 'hr'],
]);

export interface HtmlBlocks {
  blocks: NpfContentBlock[];
  /** The block the "read more" break follows (npf-spec rows `truncate_after`), or null. */
  readMoreAfter: number | null;
}

const LINE_BREAK = parseHtml('<br>')[0]!;

/**
 * Rich text as NPF content blocks (npf-spec "Content Block Type: Text"): a paragraph or heading
 * is one text block (the allowlist's one heading level is heading2, a post's title being
 * heading1); text inside block quotes and lists takes the innermost container's subtype and an
 * indent level counting the containers from the left; the editor's pictures are image blocks and
 * its YouTube and Vimeo players video blocks, in place; a picture inside a paragraph follows it.
 * A plain rule has no NPF block and is left out; the "read more" break marks where to truncate.
 */
export function htmlBlocks(html: string, blogOf: BlogLookup): HtmlBlocks {
  const blocks: NpfContentBlock[] = [];
  let readMoreAfter: number | null = null;

  const media = (element: HtmlElement) => {
    const block = element.name === 'iframe' ? playerBlock(htmlOf(element)) : pictureBlock(element);
    if (block) blocks.push(block);
  };
  /** A text block; an empty list item is kept (the list shows it) unless it only holds a nested list. */
  const text = (nodes: readonly HtmlNode[], stack: readonly Container[], tag = 'p', holdsList = false) => {
    const run = inlineText(nodes, blogOf, tag === 'pre');
    const inner = stack.at(-1);
    if (run.text || ((inner === 'ol' || inner === 'ul') && !holdsList)) {
      const block: NpfTextBlock = { type: 'text', text: run.text };
      if (inner) block.subtype = SUBTYPES[inner];
      else if (tag === 'h1') block.subtype = 'heading1';
      else if (/^h[2-6]$/.test(tag)) block.subtype = 'heading2';
      if (stack.length > 1) block.indent_level = stack.length - 1;
      if (run.formatting.length > 0) block.formatting = run.formatting;
      blocks.push(block);
    }
    run.media.forEach(media);
  };
  /** A list item's own words (its paragraphs one per line), then the lists and quotes inside it. */
  const listItem = (li: HtmlElement, stack: readonly Container[]) => {
    const own: HtmlNode[] = [];
    const inside: HtmlNode[] = [];
    for (const child of li.children) {
      if (isElement(child, 'p')) own.push(...(own.length > 0 ? [LINE_BREAK] : []), ...child.children);
      else if (isElement(child) && BLOCK_ELEMENTS.has(child.name)) inside.push(child);
      else own.push(child);
    }
    text(
      own,
      stack,
      'p',
      inside.some((n) => isElement(n, 'ul') || isElement(n, 'ol')),
    );
    walk(inside, stack);
  };
  const walk = (nodes: readonly HtmlNode[], stack: readonly Container[]) => {
    let run: HtmlNode[] = [];
    const flush = () => {
      // Whitespace between blocks (the source's line breaks) is no paragraph, nor an empty list item.
      if (significant(run).length > 0) text(run, stack);
      run = [];
    };
    for (const node of nodes) {
      if (!isElement(node) || !BLOCK_ELEMENTS.has(node.name)) {
        run.push(node);
        continue;
      }
      flush();
      const name = node.name;
      if (name === 'blockquote' || name === 'ul' || name === 'ol') walk(node.children, [...stack, name]);
      else if (name === 'li') listItem(node, stack);
      else if (name === 'figure') node.children.filter((n) => isElement(n)).forEach(media);
      else if (name === 'img' || name === 'iframe') media(node);
      else if (name === 'hr') {
        if (classesOf(node).includes(READ_MORE_CLASS) && blocks.length > 0) readMoreAfter = blocks.length - 1;
      } else if (name === 'div' && node.children.some((n) => isElement(n) && BLOCK_ELEMENTS.has(n.name)))
        walk(node.children, stack);
      else text(node.children, stack, name);
    }
    flush();
  };
  walk(parseHtml(html), []);
  return { blocks, readMoreAfter };
}
