import type { AdminReport } from '@rookery/core';
import { Link } from 'react-router';
import styles from './admin.module.css';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A snapshot's rich text, as words: moderators read it, nothing of it is rendered as HTML. */
const words = (html: unknown) =>
  text(html)
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** What was reported, as it was when reported, with a way to it in context. */
export function ReportedContent({ report }: { report: AdminReport }) {
  const s = report.snapshot;
  switch (report.target_type) {
    case 'post': {
      const fields = (s.fields ?? {}) as Record<string, unknown>;
      return (
        <blockquote className={styles.snapshot}>
          <p className={styles.snapTitle}>{words(fields.one) || '(no title)'}</p>
          <p>{words(fields.two).slice(0, 400)}</p>
          {report.post_exists ? (
            <Link to={text(s.url)}>Open the post</Link>
          ) : (
            <span className={styles.muted}>The post has been deleted.</span>
          )}
        </blockquote>
      );
    }
    case 'message':
      return (
        <blockquote className={styles.snapshot}>
          <p>{text(s.text) || `(${text(s.type).toLowerCase()} message)`}</p>
          <span className={styles.muted}>Sent by {text(s.sender)}</span>
        </blockquote>
      );
    case 'ask':
      return (
        <blockquote className={styles.snapshot}>
          <p>{text(s.question)}</p>
          <span className={styles.muted}>
            Asked {s.anonymous ? 'anonymously ' : ''}by {text(s.asker)} to {text(s.to)}
          </span>
        </blockquote>
      );
    case 'blog':
      return (
        <blockquote className={styles.snapshot}>
          <p className={styles.snapTitle}>{text(s.title) || text(s.name)}</p>
          <p>{words(s.description).slice(0, 400)}</p>
          <Link to={text(s.url)}>Open the blog</Link>
        </blockquote>
      );
  }
}
