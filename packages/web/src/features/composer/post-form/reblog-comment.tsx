import { REBLOG_COMMENT_FIELD } from '@rookery/core';
import type { FieldsProps } from '../fields/field-props';
import { RichField, type RichFieldName } from '../fields/rich-field';

/** The reblogger's own words, in the type's comment field; chat reblogs have none. */
export function ReblogComment({ form, update }: FieldsProps) {
  const field = REBLOG_COMMENT_FIELD[form.type];
  if (!field) return null;
  return (
    <RichField
      form={form}
      update={update}
      // Every type's comment field is one of its rich fields (core's RICH_FIELDS).
      field={field as RichFieldName}
      label="Your comment"
      placeholder="Add something, if you like"
      size="large"
    />
  );
}
