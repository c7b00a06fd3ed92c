import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { PlainTextArea } from './plain-field';
import { RichField } from './rich-field';

export function QuoteFields({ form, update }: FieldsProps) {
  return (
    <>
      <PlainTextArea
        label="Quote"
        placeholder="“Quote”"
        size="title"
        className={styles.quote}
        value={form.quote}
        onChange={(e) => update({ quote: e.target.value })}
      />
      <RichField form={form} update={update} field="source" label="Source" placeholder="— Source" />
    </>
  );
}
