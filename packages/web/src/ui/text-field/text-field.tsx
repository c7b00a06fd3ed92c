import type { ComponentProps, ReactNode } from 'react';
import { Field } from './field';
import styles from './text-field.module.css';

interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  error?: string | null;
  hint?: ReactNode;
}

export function TextField({ label, error, hint, className, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      {(control) => <input className={styles.input} {...control} {...input} />}
    </Field>
  );
}
