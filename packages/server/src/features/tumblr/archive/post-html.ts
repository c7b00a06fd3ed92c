import { ANONYMOUS_ASKER_NAME } from '@rookery/core';
import { DomUtils } from 'htmlparser2';
import { TITLE_MAX_LENGTH } from '../../imports/fit-rules.js';
import {
  emptyContent,
  type ImportedContent,
  type ImportedPost,
  importedPost,
  type MediaRef,
} from '../../imports/imported-post.js';
import {
  classesOf,
  findAll,
  type HtmlElement,
  type HtmlNode,
  htmlOf,
  isElement,
  parseHtml,
  significant,
  textOfHtml,
} from '../html-dom.js';
import { reblogFromHtml } from '../legacy/reblog-html.js';
import { playableEmbed } from '../npf/to-rookery/media.js';
import { asReblog, TUMBLR_TRAIL_FIELD } from '../reblog.js';
import { note, unmapped } from '../unmapped.js';
import { archiveTimestamp } from './timestamp.js';

const hasClass = (node: HtmlNode | undefined, name: string): boolean =>
  isElement(node) && classesOf(node).includes(name);

/** The source of an <img>, <video>, <audio> or <embed>, or of the first <source> inside it. */
function sourceOf(element: HtmlElement): string {
  return element.attribs.src ?? findAll((e) => e.name === 'source', element.children)[0]?.attribs.src ?? '';
}

/** A node showing only pictures (an <img>, or a link or paragraph around them): its images. */
function imagesOnly(node: HtmlNode): HtmlElement[] | null {
  if (isElement(node, 'img')) return [node];
  if (!isElement(node) || !['a', 'p', 'div', 'figure'].includes(node.name) || hasClass(node, 'caption'))
    return null;
  const inside = significant(node.children).map(imagesOnly);
  return inside.length > 0 && inside.every((images) => images !== null)
    ? (inside.flat() as HtmlElement[])
    : null;
}

const kindOfEmbed = (element: HtmlElement) => (element.attribs.type ?? '').split('/')[0];

/** The node is the post's video: a <video>, a video <embed>, or an <iframe> of a player. */
const isVideo = (node: HtmlNode | undefined): node is HtmlElement =>
  isElement(node) &&
  (node.name === 'video' ||
    node.name === 'iframe' ||
    (node.name === 'embed' && kindOfEmbed(node) === 'video'));

const isAudio = (node: HtmlNode | undefined): node is HtmlElement =>
  isElement(node) && (node.name === 'audio' || (node.name === 'embed' && kindOfEmbed(node) === 'audio'));

/** The post's words under its media: its caption block when it has one, else the rest. */
function captionHtml(rest: readonly HtmlNode[]): string {
  const caption = rest.find((node) => hasClass(node, 'caption'));
  return caption ? htmlOf((caption as HtmlElement).children) : htmlOf(rest);
}

/** Tumblr writes a quote's source after a dash; Rookery draws its own. */
const withoutDash = (html: string) => html.replace(/^(<p>)?\s*(?:—|–|-|&mdash;)\s*/, '$1');

const isChatLine = (node: HtmlNode) => {
  if (!isElement(node, 'p')) return false;
  const first = significant(node.children)[0];
  return (isElement(first, 'b') || isElement(first, 'strong')) && textOfHtml([first]).endsWith(':');
};

function mediaRef(kind: MediaRef['kind'], src: string): MediaRef | null {
  return src ? { kind, src } : null;
}

/**
 * What the post's HTML shows, read as Rookery's types: pictures first make a photo post, a player
 * a video post, a track an audio post (their words below are the caption); a question block an
 * answer; a heading that is one link a link post; a lone quote a quote post; lines that each
 * start with a bold "Name:" a chat; anything else a text post, a leading heading its title.
 */
function contentParts(nodes: readonly HtmlNode[], notes: string[]): ImportedContent {
  const shown = significant(nodes);
  const [first] = shown;
  const rest = nodes.slice(first ? nodes.indexOf(first) + 1 : 0);

  const leadingImages: HtmlElement[] = [];
  let afterImages = 0;
  for (const node of shown) {
    const images = imagesOnly(node);
    if (!images) break;
    leadingImages.push(...images);
    afterImages = nodes.indexOf(node) + 1;
  }
  if (leadingImages.length > 0) {
    return emptyContent('photo', {
      photos: leadingImages.map((img) => ({
        image: { kind: 'image', src: img.attribs.src ?? '' },
        caption: img.attribs.alt ?? '',
      })),
      fields: { caption: captionHtml(nodes.slice(afterImages)) },
    });
  }
  if (isVideo(first)) {
    const own = first.name === 'iframe' ? '' : sourceOf(first);
    const player = own ? null : playableEmbed(first.attribs.src);
    if (own || player)
      return emptyContent('video', {
        media: mediaRef('video', own),
        fields: { embedCode: player ?? '', caption: captionHtml(rest) },
      });
    note(notes, unmapped.otherVideo);
  }
  if (isAudio(first) && sourceOf(first)) {
    return emptyContent('audio', {
      media: mediaRef('audio', sourceOf(first)),
      fields: { caption: captionHtml(rest) },
    });
  }
  if (isElement(first) && hasClass(first, 'question')) {
    const asker = findAll(
      (e) => classesOf(e).some((c) => c === 'asking_name' || c === 'asker'),
      first.children,
    )[0];
    const askingName = asker ? textOfHtml([asker]) : '';
    if (asker) DomUtils.removeElement(asker);
    return emptyContent('answer', {
      fields: { ask: textOfHtml(first.children).replace(/^\s*asked:\s*/i, ''), answer: htmlOf(rest) },
      askingName: askingName || ANONYMOUS_ASKER_NAME,
    });
  }
  const heading = isElement(first, 'h1') || isElement(first, 'h2') ? first : undefined;
  const headingLink =
    heading && significant(heading.children).length === 1 ? significant(heading.children)[0] : undefined;
  if (isElement(headingLink, 'a') && headingLink.attribs.href) {
    return emptyContent('link', {
      fields: { title: textOfHtml([headingLink]), url: headingLink.attribs.href, caption: htmlOf(rest) },
    });
  }
  const quotes = shown.filter((node) => isElement(node, 'blockquote'));
  if (isElement(first, 'blockquote') && quotes.length === 1 && !reblogFromHtml(htmlOf(nodes))) {
    return emptyContent('quote', {
      fields: { quote: textOfHtml(first.children), source: withoutDash(htmlOf(rest)) },
    });
  }
  if (shown.length > 1 && shown.every(isChatLine)) {
    return emptyContent('chat', { fields: { chat: textOfHtml(shown) } });
  }
  const title = heading && textOfHtml([heading]).length <= TITLE_MAX_LENGTH ? textOfHtml([heading]) : '';
  return emptyContent('text', { fields: { title, body: htmlOf(title ? rest : nodes) } });
}

/**
 * One post file of the backup archive as a post to import: its footer gives the time and the tags
 * (`<div id="footer">` with `<span id="timestamp">` and `<span class="tag">`s), the rest is the
 * post as Tumblr rendered it, with reblogs quoted as the legacy API writes them. The archive keeps
 * no slug or state: its posts are published ones, and submissions waiting in it become drafts.
 */
export function archivePostToImported(sourceId: string, html: string, submission: boolean): ImportedPost {
  const document = parseHtml(html);
  const body = findAll((e) => e.name === 'body', document)[0];
  const nodes = body ? body.children : document;
  const footer = findAll((e) => e.attribs.id === 'footer', nodes)[0];
  const stamp = footer ? findAll((e) => e.attribs.id === 'timestamp', footer.children)[0] : undefined;
  const tags = footer
    ? findAll((e) => classesOf(e).includes('tag'), footer.children).map((t) => textOfHtml([t]))
    : [];
  if (footer) DomUtils.removeElement(footer);

  const notes: string[] = [];
  const content = contentParts(body ? body.children : nodes, notes);
  const field = TUMBLR_TRAIL_FIELD[content.type];
  const reblog = field ? reblogFromHtml(content.fields[field] ?? '') : null;
  let post: ImportedPost = importedPost(sourceId, content);
  if (reblog && field) {
    const [root, ...middle] = reblog.steps;
    const rootParts = { ...content, fields: { ...content.fields, [field]: root!.html } };
    post = { ...post, ...asReblog(rootParts, root!.blogName, middle, reblog.comment, notes) };
  }
  if (submission) note(notes, unmapped.submission);
  return {
    ...post,
    state: submission ? 'draft' : 'published',
    date: stamp ? archiveTimestamp(textOfHtml([stamp])) : null,
    tags: tags.map((tag) => tag.replace(/^#/, '')).filter(Boolean),
    unmapped: notes,
  };
}
