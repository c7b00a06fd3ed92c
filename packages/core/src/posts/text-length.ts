import type { PostForm } from './form.js';
import { POST_TEXT_MAX_LENGTH } from './limits.js';
import { postMessages } from './messages.js';
import { REBLOG_COMMENT_FIELD, SLOT_FIELDS, type SlotField } from './slots.js';

/**
 * The text fields this form writes: a reblog (or an edit of one) writes only its comment, the rest
 * is the source's content, stored before and not the reblogger's to shorten.
 */
function writtenFields(form: PostForm): readonly SlotField[] {
  const isReblog = form.mode === 'reblog' || (form.mode === 'edit' && form.reblogTrail.length > 0);
  if (!isReblog) return SLOT_FIELDS[form.type] ?? [];
  const comment = REBLOG_COMMENT_FIELD[form.type];
  return comment ? [comment] : [];
}

/**
 * The server checks this before any other rule reads the text, so an oversized field costs no more
 * than its length. Not part of validatePostForm: the composer has no use for it (no one types
 * 131,072 characters into one field), and there it changed how the client's chunks were split,
 * adding 3 kB to the first paint.
 */
export function postTextTooLong(form: PostForm): string | null {
  const fields = writtenFields(form);
  return fields.some((field) => typeof form[field] === 'string' && form[field].length > POST_TEXT_MAX_LENGTH)
    ? postMessages.postTextTooLong
    : null;
}
