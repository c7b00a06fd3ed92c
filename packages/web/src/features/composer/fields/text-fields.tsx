import type { FieldsProps } from './field-props';
import { PlainInput, PlainTextArea } from './plain-field';

export function TextFields({ form, update }: FieldsProps) {
  return (
    <>
      <PlainInput
        label="Title"
        size="title"
        value={form.title}
        onChange={(e) => update({ title: e.target.value })}
      />
      <PlainTextArea
        label="Body"
        placeholder="Your text here"
        size="large"
        value={form.body}
        onChange={(e) => update({ body: e.target.value })}
      />
    </>
  );
}
