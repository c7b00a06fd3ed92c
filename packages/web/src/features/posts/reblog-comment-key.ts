import { type PostContent, type PostType, REBLOG_COMMENT_FIELD, type SlotField } from '@rookery/core';

/** The content key a slot field is read under in answers (embedCode travels as embed_code). */
const contentKeyOf = (field: SlotField): keyof PostContent & string =>
  field === 'embedCode' ? 'embed_code' : field;

/** Where a reblog keeps the reblogger's own words in its content; null for types without a comment. */
export function reblogCommentKey(type: PostType): (keyof PostContent & string) | null {
  const field = REBLOG_COMMENT_FIELD[type];
  return field ? contentKeyOf(field) : null;
}

/** The content without the reblogger's words: what was reblogged. */
export function withoutComment<C extends PostContent>(type: PostType, content: C): C {
  const key = reblogCommentKey(type);
  return key ? { ...content, [key]: '' } : content;
}
