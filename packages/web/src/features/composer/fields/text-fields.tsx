import type { FieldsProps } from './field-props';
import { RichField } from './rich-field';
import { TitleField } from './title-field';

export function TextFields({ form, update }: FieldsProps) {
  return (
    <>
      <TitleField form={form} update={update} />
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
