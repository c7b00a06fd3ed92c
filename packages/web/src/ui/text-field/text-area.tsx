import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import styles from './text-field.module.css';

interface TextAreaProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export function TextArea({ label, error, hint, className, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <textarea className={`${styles.input} ${styles.textarea}`} {...control} {...textarea} />}
    </Field>
  );
}
