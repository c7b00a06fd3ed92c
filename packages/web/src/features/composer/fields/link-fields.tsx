import { isValidUrl, messages } from '@rookery/core';
import { useState } from 'react';
import type { FieldsProps } from './field-props';
import { PlainInput } from './plain-field';
import { RichField } from './rich-field';
import { TitleField } from './title-field';

/** Link: the address (checked when the field is left, with the spec's message), a title and a description. */
export function LinkFields({ form, update }: FieldsProps) {
  const [checked, setChecked] = useState(false);
  const urlProblem = checked && form.url.trim() && !isValidUrl(form.url) ? messages.postInvalidUrl : null;
  return (
    <>
      <PlainInput
        label="URL"
        placeholder="Type or paste a URL"
        size="title"
        type="url"
        inputMode="url"
        autoComplete="off"
        value={form.url}
        error={urlProblem}
        onChange={(e) => update({ url: e.target.value })}
        onBlur={() => setChecked(true)}
      />
      <TitleField
        form={form}
        update={update}
        label="Link title"
        placeholder="Title, if you like"
        size="normal"
      />
      <RichField
        form={form}
        update={update}
        field="caption"
        label="Description"
        placeholder="Description, if you like"
      />
    </>
  );
}
