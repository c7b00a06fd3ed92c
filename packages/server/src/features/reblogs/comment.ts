import { type PostType, plainText, REBLOG_COMMENT_FIELD, SLOT_FIELDS, SLOTS } from '@rookery/core';

/** A reblog's own words (the type's comment field, read from its slot) as plain text. */
export function reblogComment(post: { type: PostType; one: string; two: string; three: string }): string {
  const field = REBLOG_COMMENT_FIELD[post.type];
  const slot = field ? SLOTS[SLOT_FIELDS[post.type].indexOf(field)] : undefined;
  return slot ? plainText(post[slot]) : '';
}
