import { type ReactNode, useId } from 'react';
import styles from './card.module.css';

interface CardProps {
  title?: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** An anchor a link may point at (`/settings/account#export`). */
  id?: string;
}

/** A white, rounded card on the navy page; with a title it is a labelled section. */
export function Card({ title, description, children, className, id }: CardProps) {
  const headingId = useId();
  return (
    <section
      id={id}
      className={`${styles.card} ${className ?? ''}`}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      )}
      {description && <div className={styles.description}>{description}</div>}
      {children}
    </section>
  );
}
