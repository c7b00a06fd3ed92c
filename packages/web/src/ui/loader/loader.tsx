import { LOADER_DELAY_MS } from '@rookery/core';
import { useEffect, useState } from 'react';
import styles from './loader.module.css';

interface LoaderProps {
  label?: string;
  /** "light" on the navy page, "dark" on white cards. */
  tone?: 'light' | 'dark';
  /** "small" sits inside a row (a list of suggestions) instead of taking a block of its own. */
  size?: 'block' | 'small';
}

/** A spinner that shows only after LOADER_DELAY_MS, so fast answers never flash one. */
export function Loader({ label = 'Loading', tone = 'light', size = 'block' }: LoaderProps) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setVisible(true), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <div className={`${styles.loader} ${size === 'small' ? styles.small : ''}`} role="status">
      <span className={`${styles.spinner} ${tone === 'dark' ? styles.dark : ''}`} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
