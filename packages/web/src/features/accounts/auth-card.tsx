import type { ReactNode } from 'react';
import styles from './auth-card.module.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card of the visitor pages (log in, sign up, password reset, verify). */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <p className={styles.wordmark} aria-hidden="true">
        rookery
      </p>
      <section className={styles.card} aria-labelledby="auth-title">
        <h1 id="auth-title" className={styles.title}>
          {title}
        </h1>
        {intro && <div className={styles.intro}>{intro}</div>}
        {children}
      </section>
      {footer && <div className={styles.footer}>{footer}</div>}
    </div>
  );
}
