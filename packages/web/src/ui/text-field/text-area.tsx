import type { ComponentProps } from 'react';
import { Field } from './field';
import styles from './text-field.module.css';

interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | null;
}

export function TextArea({ label, error, className, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} error={error} className={className}>
      {(control) => <textarea className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} />}
    </Field>
  );
}
