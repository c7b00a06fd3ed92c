import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A small green label for a settled state: Verified, Primary. */
export function Badge({ children }: { children: ReactNode }) {
  return <span className={styles.badge}>{children}</span>;
}
