import { type ReactNode, useId } from 'react';
import styles from './empty-state.module.css';

interface EmptyStateProps {
  title: string;
  text: string;
  /** What the person can do about it, e.g. a link to find blogs. */
  action?: ReactNode;
}

/** A card that says a list has nothing in it yet. */
export function EmptyState({ title, text, action }: EmptyStateProps) {
  const titleId = useId();
  return (
    <section className={styles.empty} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.text}>{text}</p>
      {action}
    </section>
  );
}
