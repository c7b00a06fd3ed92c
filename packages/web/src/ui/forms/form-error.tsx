import { ApiError, errorMessage } from '../../api';
import styles from './form-error.module.css';

interface FormErrorProps {
  error: unknown;
  /** Fields shown inline; an error about one of them is not repeated here. */
  fields?: string[];
}

/** A failed submit's message, announced; field errors are left to their fields. */
export function FormError({ error, fields = [] }: FormErrorProps) {
  if (!error) return null;
  if (error instanceof ApiError) {
    const inline = Object.keys(error.fieldErrors()).filter((f) => fields.includes(f));
    if (inline.length > 0 && inline.length === error.errors.length) return null;
  }
  return (
    <p className={styles.error} role="alert">
      {errorMessage(error)}
    </p>
  );
}
