import type { FieldsProps } from './field-props';
import { PlainInput } from './plain-field';
import { RichField } from './rich-field';

export function TextFields({ form, update }: FieldsProps) {
  return (
    <>
      <PlainInput
        label="Title"
        size="title"
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
      />
      <RichField
        form={form}
        update={update}
        field="body"
        label="Body"
        placeholder="Your text here"
        size="large"
      />
    </>
  );
}
