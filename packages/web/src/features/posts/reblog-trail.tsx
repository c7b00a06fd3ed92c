import type { TrailItem } from '@rookery/core';
import styles from './post-card.module.css';

/** The blogs a reblog came through, root first, each with what it said. */
export function ReblogTrail({ trail }: { trail: TrailItem[] }) {
  if (trail.length === 0) return null;
  return (
    <ol className={styles.trail} aria-label="Reblog trail">
      {trail.map((item) => (
        <li key={`${item.post_id}-${item.blog_name}`} className={styles.trailItem}>
          <p className={styles.trailBlog}>{item.blog_name}</p>
          {item.content.trim() && <div className={styles.prose}>{item.content}</div>}
        </li>
      ))}
    </ol>
  );
}
