import {
  type FormatCode,
  type PostType,
  REBLOG_COMMENT_FIELD,
  RICH_FIELDS,
  SLOT_FIELDS,
  SLOTS,
  type SlotField,
} from '@rookery/core';
import { storeRichTextOffLoop, stripMarkupOffLoop } from '../../threads/text-pool.js';
import type { RowContent } from './content.js';
import type { PostRow } from './post-row.js';

/** The rich fields a save writes: all of a new post's, only the comment of a reblog. */
export function writtenRichFields(type: PostType, isReblog: boolean): SlotField[] {
  if (!isReblog) return SLOT_FIELDS[type].filter((field) => RICH_FIELDS.has(field));
  const comment = REBLOG_COMMENT_FIELD[type];
  return comment && RICH_FIELDS.has(comment) ? [comment] : [];
}

/**
 * The content as stored: each written rich field sanitized HTML (Markdown rendered first, its
 * source kept in extra.markdown for editing) and photo captions as plain text. Fields not written
 * (a reblog's copied content) were stored clean by the post they come from. Long texts are
 * rendered on the text threads (text-pool.ts), all of them at once.
 */
export async function withRichText(
  content: RowContent,
  type: PostType,
  format: FormatCode,
  fields: readonly SlotField[],
): Promise<RowContent> {
  const slots = fields.flatMap((field) => {
    const slot = SLOTS[SLOT_FIELDS[type].indexOf(field)];
    return slot ? [{ field, slot }] : [];
  });
  const [texts, photos] = await Promise.all([
    Promise.all(slots.map(({ slot }) => storeRichTextOffLoop(content[slot], format))),
    Promise.all(content.photos.map(cleanCaption)),
  ]);
  const stored: RowContent = { ...content, photos };
  const { markdown: kept = {}, ...extra } = content.extra;
  const markdown: Partial<Record<SlotField, string>> = {};
  for (const field of SLOT_FIELDS[type])
    if (!fields.includes(field) && kept[field]) markdown[field] = kept[field];
  slots.forEach(({ field, slot }, i) => {
    const text = texts[i]!;
    stored[slot] = text.html;
    if (text.markdown !== null) markdown[field] = text.markdown;
  });
  stored.extra = Object.keys(markdown).length > 0 ? { ...extra, markdown } : extra;
  return stored;
}

async function cleanCaption<T extends { caption?: string }>(photo: T): Promise<T> {
  return photo.caption ? { ...photo, caption: await stripMarkupOffLoop(photo.caption) } : photo;
}

/** A Markdown post's fields as its author wrote them, for the edit form (format code 2). */
export function markdownSources(row: Pick<PostRow, 'format' | 'extra'>): Partial<Record<SlotField, string>> {
  return row.format === 2 ? (row.extra.markdown ?? {}) : {};
}
