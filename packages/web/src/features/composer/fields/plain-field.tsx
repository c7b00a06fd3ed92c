import { type ComponentProps, useId } from 'react';
import styles from './fields.module.css';

type Size = 'title' | 'large' | 'normal';

interface PlainProps {
  /** The field's name for assistive technology; also the placeholder unless one is given. */
  label: string;
  size?: Size;
  error?: string | null;
}

/** The problem under a composer field, tied to it by id. */
function FieldProblem({ id, error }: { id: string; error?: string | null }) {
  return error ? (
    <p id={id} className={styles.problem}>
      {error}
    </p>
  ) : null;
}

/**
 * The composer's borderless single-line field (Tumblr's look: the placeholder says what goes
 * there, the page stays calm); named by aria-label.
 */
export function PlainInput({
  label,
  size = 'normal',
  error,
  placeholder,
  className,
  ...input
}: PlainProps & Omit<ComponentProps<'input'>, 'size'>) {
  const errorId = useId();
  return (
    <div className={styles.plain}>
      <input
        aria-label={label}
        placeholder={placeholder ?? label}
        className={`${styles.plainControl} ${styles[size]} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldProblem id={errorId} error={error} />
    </div>
  );
}

/** A borderless text area that grows with its text. */
export function PlainTextArea({
  label,
  size = 'normal',
  error,
  placeholder,
  className,
  ...textarea
}: PlainProps & ComponentProps<'textarea'>) {
  const errorId = useId();
  return (
    <div className={styles.plain}>
      <textarea
        aria-label={label}
        placeholder={placeholder ?? label}
        className={`${styles.plainControl} ${styles.area} ${styles[size]} ${className ?? ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        rows={size === 'normal' ? 2 : 3}
        {...textarea}
      />
      <FieldProblem id={errorId} error={error} />
    </div>
  );
}
