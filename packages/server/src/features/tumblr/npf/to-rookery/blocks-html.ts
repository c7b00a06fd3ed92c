import { READ_MORE_CLASS } from '@rookery/core';
import { escapeHtml } from '../../../editor/rich-text.js';
import { note, unmapped } from '../../unmapped.js';
import type { NpfBlock } from '../schema.js';
import { formattedText } from './formatting.js';
import { blockPlayer, largest, ownFile } from './media.js';

const LIST_TAGS: Readonly<Record<string, 'ol' | 'ul'>> = {
  'ordered-list-item': 'ol',
  'unordered-list-item': 'ul',
};

/** An image block as the editor writes an image: a figure, its description as alt text. */
export function imageHtml(block: NpfBlock): string {
  const image = largest(block.media);
  if (!image) return '';
  const size =
    image.width && image.height ? ` data-orig-width="${image.width}" data-orig-height="${image.height}"` : '';
  const figure = `<figure data-type="image"><img src="${escapeHtml(image.url)}" alt="${escapeHtml(block.alt_text ?? '')}"${size}></figure>`;
  return block.caption ? `${figure}<p>${escapeHtml(block.caption)}</p>` : figure;
}

const linkHtml = (href: string, text: string) =>
  `<p><a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a></p>`;

function textHtml(block: NpfBlock, notes: string[]): string {
  const html = formattedText(block.text ?? '', block.formatting, notes);
  const depth = Math.max(0, Math.min(7, block.indent_level ?? 0));
  switch (block.subtype) {
    case 'heading1':
    case 'heading2':
      return `<h2>${html}</h2>`;
    case 'quote':
      return `<blockquote><p>${html}</p></blockquote>`;
    case 'indented':
      return `${'<blockquote>'.repeat(depth + 1)}<p>${html}</p>${'</blockquote>'.repeat(depth + 1)}`;
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
 * level, quote and indented text as block quotes (nested by indent_level), list items gathered
 * into lists nested by indent_level, images as the editor's figures, links, players and the
 * "read more" break. Empty text blocks only spaced things out on Tumblr and are left out.
 */
export function blocksHtml(blocks: readonly NpfBlock[], notes: string[], readMoreAfter?: NpfBlock): string {
  const out: string[] = [];
  const open: ('ol' | 'ul')[] = [];
  const closeTo = (depth: number) => {
    while (open.length > depth) out.push(`</li></${open.pop()}>`);
  };
  for (const block of blocks) {
    const listTag = block.type === 'text' ? LIST_TAGS[block.subtype ?? ''] : undefined;
    if (listTag) {
      const depth = Math.max(0, Math.min(7, block.indent_level ?? 0));
      closeTo(depth + 1);
      if (open.length === depth + 1 && open[depth] !== listTag) closeTo(depth);
      if (open.length === depth + 1) out.push('</li><li>');
      while (open.length < depth + 1) {
        out.push(`<${listTag}><li>`);
        open.push(listTag);
      }
      out.push(formattedText(block.text ?? '', block.formatting, notes));
    } else {
      closeTo(0);
      if (block.type !== 'text') out.push(otherBlockHtml(block, notes));
      else if (block.text?.trim()) out.push(textHtml(block, notes));
    }
    if (block === readMoreAfter) {
      closeTo(0);
      out.push(`<hr class="${READ_MORE_CLASS}">`);
    }
  }
  closeTo(0);
  return out.join('');
}
