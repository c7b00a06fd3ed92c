import type { TrailItem } from '@rookery/core';
import type { ReactNode } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { BlogLink } from './blog-link';
import styles from './post-card.module.css';
import { RichText } from './rich-text';

export interface TrailEntry {
  blog_name: string;
  /** What the blog said (sanitised HTML), and for the root the reblogged content above it. */
  content: string;
  reblogged?: ReactNode;
  key: string;
}

/**
 * A reblog's trail: each blog's words in order, the root first (credited even when later steps
 * said nothing), then the reblogger's own comment. Every entry is headed by its blog.
 */
export function ReblogTrail(props: { entries: TrailEntry[] } | { trail: TrailItem[] }) {
  // The composer's reblog preview passes the bare trail: its content is shown above it already.
  const entries: TrailEntry[] =
    'entries' in props
      ? props.entries
      : props.trail.map((item, i) => ({
          blog_name: item.blog_name,
          content: item.content,
          key: `${item.post_id}-${i}`,
        }));
  if (entries.length === 0) return null;
  return (
    <ol className={styles.trail} aria-label="Reblog trail">
      {entries.map((entry) => (
        <li key={entry.key} className={styles.trailItem}>
          <p className={styles.trailBlog}>
            <BlogLink name={entry.blog_name} duplicate>
              <Avatar blogName={entry.blog_name} size={24} alt="" />
            </BlogLink>
            <BlogLink name={entry.blog_name}>{entry.blog_name}</BlogLink>
          </p>
          {entry.reblogged && <div className={styles.content}>{entry.reblogged}</div>}
          <RichText html={entry.content} className={styles.trailWords} />
        </li>
      ))}
    </ol>
  );
}
