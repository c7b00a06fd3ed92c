import styles from './form-error.module.css';

/** A failed submit's message that no field shows, announced. */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={styles.error} role="alert">
      {message}
    </p>
  );
}
