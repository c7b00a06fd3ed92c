import type { PostType } from './types.js';

/** The named form fields that travel in the generic slots one, two, three (spec document 1 §3 table). */
export type SlotField =
  | 'title'
  | 'body'
  | 'caption'
  | 'linkthrough'
  | 'quote'
  | 'source'
  | 'url'
  | 'chat'
  | 'embedCode'
  | 'ask'
  | 'answer';

export const SLOTS = ['one', 'two', 'three'] as const;
export type Slot = (typeof SLOTS)[number];

/** Slot order follows the spec table's field order per type. */
export const SLOT_FIELDS: Readonly<Record<PostType, readonly SlotField[]>> = {
  text: ['title', 'body'],
  photo: ['caption', 'linkthrough'],
  quote: ['quote', 'source'],
  link: ['title', 'url', 'caption'],
  chat: ['title', 'chat'],
  audio: ['caption', 'url'],
  video: ['embedCode', 'caption'],
  answer: ['ask', 'answer', 'caption'],
};

/**
 * The field a reblogger writes their comment in; every other slot is the reblogged post's content,
 * copied from the parent. Chat has no free-text field, so a chat reblog carries no comment.
 */
export const REBLOG_COMMENT_FIELD: Readonly<Record<PostType, SlotField | null>> = {
  text: 'body',
  photo: 'caption',
  quote: 'source',
  link: 'caption',
  chat: null,
  audio: 'caption',
  video: 'caption',
  answer: 'caption',
};

/** Fields written in the rich editor (the rest are plain text), for is_rich_text[slot]. */
export const RICH_FIELDS: ReadonlySet<SlotField> = new Set(['body', 'caption', 'source', 'answer']);

export function slotOf(type: PostType, field: SlotField): Slot | undefined {
  const index = SLOT_FIELDS[type].indexOf(field);
  return index < 0 ? undefined : SLOTS[index];
}
