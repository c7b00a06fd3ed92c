import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { PlainTextArea } from './plain-field';

/** Answer (when an answer post is edited): the question as it was asked, and the answer. */
export function AnswerFields({ form, update }: FieldsProps) {
  return (
    <>
      <p className={styles.ask}>{form.ask}</p>
      <PlainTextArea
        label="Answer"
        placeholder="Your answer"
        size="large"
        value={form.answer}
        onChange={(e) => update({ answer: e.target.value })}
      />
    </>
  );
}
