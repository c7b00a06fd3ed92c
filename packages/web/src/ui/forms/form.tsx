import type { ComponentProps, ReactNode } from 'react';
import styles from './form.module.css';

/**
 * A column of fields. The core rules check it (useForm), so the browser's own validation bubbles
 * are off.
 */
export function Form({ className, ...form }: Omit<ComponentProps<'form'>, 'noValidate'>) {
  return <form className={`${styles.form} ${className ?? ''}`} noValidate {...form} />;
}

/** The buttons at the end of a form, to the right. */
export function FormActions({ children }: { children: ReactNode }) {
  return <div className={styles.actions}>{children}</div>;
}
