import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { PlainTextArea } from './plain-field';

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
      <PlainTextArea
        label="Source"
        placeholder="— Source"
        value={form.source}
        onChange={(e) => update({ source: e.target.value })}
      />
    </>
  );
}
