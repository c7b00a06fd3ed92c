import { type ReactNode, useId } from 'react';
import styles from './page-card.module.css';

interface PageCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  /** Below the card, on the navy page: e.g. "New here? Sign up". */
  footer?: ReactNode;
  /** The big "rookery" above the card, on the visitor pages, which have no header of their own. */
  wordmark?: boolean;
}

/** A page that is one centred card: log in, sign up, password reset, verify, create a blog. */
export function PageCard({ title, intro, children, footer, wordmark = false }: PageCardProps) {
  const titleId = useId();
  return (
    <div className={styles.page}>
      {wordmark && (
        <p className={styles.wordmark} aria-hidden="true">
          rookery
        </p>
      )}
      <section className={styles.card} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </section>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
