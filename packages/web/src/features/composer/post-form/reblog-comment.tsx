import { REBLOG_COMMENT_FIELD } from '@rookery/core';
import type { FieldsProps } from '../fields/field-props';
import { PlainTextArea } from '../fields/plain-field';

/** The reblogger's own words, in the type's comment field; chat reblogs have none. */
export function ReblogComment({ form, update }: FieldsProps) {
  const field = REBLOG_COMMENT_FIELD[form.type];
  if (!field) return null;
  return (
    <PlainTextArea
      label="Your comment"
      placeholder="Add something, if you like"
      size="large"
      value={form[field]}
      onChange={(e) => update({ [field]: e.target.value })}
    />
  );
}
