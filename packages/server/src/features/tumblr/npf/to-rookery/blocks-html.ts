import { READ_MORE_CLASS } from '@rookery/core';
import { escapeHtml } from '../../../editor/rich-text.js';
import { MEDIA_PATH } from '../../../media/media.js';
import { note, unmapped } from '../../unmapped.js';
import type { NpfBlock } from '../schema.js';
import { formattedText, type MentionStyle } from './formatting.js';
import { blockPlayer, largest, ownFile } from './media.js';

/** Text blocks that sit in a container: quoted text and list items (npf-spec "List Item"). */
type Container = 'blockquote' | 'ol' | 'ul';
const CONTAINERS: Readonly<Record<string, Container>> = {
  indented: 'blockquote',
  'ordered-list-item': 'ol',
  'unordered-list-item': 'ul',
};

/**
 * An image block as the editor writes an image: a figure, its description as alt text; an upload
 * of this site carries its key, as the editor's own pictures do.
 */
export function imageHtml(block: NpfBlock): string {
  const image = largest(block.media);
  if (!image) return '';
  const key = image.url.startsWith(MEDIA_PATH)
    ? ` data-key="${escapeHtml(image.url.slice(MEDIA_PATH.length))}"`
    : '';
  const size =
    image.width && image.height ? ` data-orig-width="${image.width}" data-orig-height="${image.height}"` : '';
  const figure = `<figure data-type="image"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(block.alt_text ?? '')}"${key}${size}></figure>`;
  return block.caption ? `${figure}<p>${escapeHtml(block.caption)}</p>` : figure;
}

const linkHtml = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a></p>`;

/** A text block that sits in no container: a paragraph, a heading or a short quotation. */
function textHtml(html: string, subtype: string | undefined): string {
  switch (subtype) {
    case 'heading1':
    case 'heading2':
      return `<h2>${html}</h2>`;
    case 'quote':
      return `<blockquote><p>${html}</p></blockquote>`;
    default:
      return `<p>${html}</p>`;
  }
}

/** A block that is not text, as HTML; media that cannot play inline become links to where they are. */
function otherBlockHtml(block: NpfBlock, notes: string[]): string {
  switch (block.type) {
    case 'image':
      return imageHtml(block);
    case 'link': {
      const description = block.description ? `<p>${escapeHtml(block.description)}</p>` : '';
      return block.url ? linkHtml(block.url, block.title ?? block.display_url ?? '') + description : '';
    }
    case 'video': {
      const player = blockPlayer(block);
      if (player) return player;
      note(notes, unmapped.otherVideo);
      const href = block.url ?? ownFile(block);
      return href ? linkHtml(href, block.title ?? '') : '';
    }
    case 'audio': {
      const href = block.url ?? ownFile(block);
      const name = [block.title, block.artist].filter(Boolean).join(' – ');
      return href ? linkHtml(href, name) : '';
    }
    case 'paywall':
      note(notes, unmapped.paywall);
      return '';
    default:
      note(notes, unmapped.unknownBlock(block.type));
      return '';
  }
}

/**
 * Blocks as rich text in the allowlist (core editor/allowlist.ts): headings as the one heading
 * level, a quote as a block quote, images as the editor's figures, links, players and the "read
 * more" break. Quoted text and list items go into containers by their indent level, counted from
 * the left as the spec counts them: consecutive ones share their containers, so a quote of several
 * paragraphs stays one quote, and lists nest (a level skipped is opened with the same container).
 * Empty text blocks only spaced things out on Tumblr and are left out.
 */
export function blocksHtml(
  blocks: readonly NpfBlock[],
  notes: string[],
  readMoreAfter?: NpfBlock,
  mentions: MentionStyle = 'link',
): string {
  const out: string[] = [];
  const open: Container[] = [];
  const opening = (c: Container) => (c === 'blockquote' ? '<blockquote>' : `<${c}><li>`);
  const closeTo = (depth: number) => {
    while (open.length > depth) {
      const c = open.pop()!;
      out.push(c === 'blockquote' ? '</blockquote>' : `</li></${c}>`);
    }
  };
  for (const block of blocks) {
    const container = block.type === 'text' ? CONTAINERS[block.subtype ?? ''] : undefined;
    const html =
      block.type === 'text' ? formattedText(block.text ?? '', block.formatting, notes, mentions) : '';
    if (container && !(container === 'blockquote' && !block.text?.trim())) {
      const depth = Math.max(0, Math.min(7, block.indent_level ?? 0));
      closeTo(depth + 1);
      if (open.length === depth + 1 && open[depth] !== container) closeTo(depth);
      // The same container still open at this level takes the block: a list its next item.
      if (open.length === depth + 1 && container !== 'blockquote') out.push('</li><li>');
      while (open.length < depth + 1) {
        out.push(opening(container));
        open.push(container);
      }
      out.push(container === 'blockquote' ? `<p>${html}</p>` : html);
    } else if (!container) {
      closeTo(0);
      if (block.type !== 'text') out.push(otherBlockHtml(block, notes));
      else if (block.text?.trim()) out.push(textHtml(html, block.subtype));
    }
    if (block === readMoreAfter) {
      closeTo(0);
      out.push(`<hr class="${READ_MORE_CLASS}">`);
    }
  }
  closeTo(0);
  return out.join('');
}
