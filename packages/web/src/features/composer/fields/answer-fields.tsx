import type { FieldsProps } from './field-props';
import styles from './fields.module.css';
import { RichField } from './rich-field';

/** Answer (when an answer post is edited): the question as it was asked, and the answer. */
export function AnswerFields({ form, update }: FieldsProps) {
  return (
    <>
      <p className={styles.ask}>{form.ask}</p>
      <RichField
        form={form}
        update={update}
        field="answer"
        label="Answer"
        placeholder="Your answer"
        size="large"
      />
    </>
  );
}
