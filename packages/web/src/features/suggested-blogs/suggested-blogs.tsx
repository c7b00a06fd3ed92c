import { SUGGESTED_BLOGS_MAX, SUGGESTED_BLOGS_TITLE } from '@rookery/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { SuggestedBlogRow } from './suggested-blog-row';
import styles from './suggested-blogs.module.css';
import { useSuggestedBlogs } from './use-suggested-blogs';

/** Stable keys for the rows that hold the list's place while it loads. */
const PLACEHOLDER_KEYS = Array.from({ length: SUGGESTED_BLOGS_MAX }, (_, i) => `placeholder-${i}`);

interface SuggestedBlogsProps {
  /** How many rows it shows; while loading, as many placeholders hold their place. */
  count: number;
  /** A roomier list with why each blog is suggested (the empty dashboard, explore). */
  roomy?: boolean;
  /** The heading: absent where the surface around it has its own. */
  title?: string;
  /** A link to explore under the list (not on explore itself). */
  more?: boolean;
}

/**
 * "Check out these blogs" (issue 15): blogs to follow, from the follow graph and trending. Its
 * height is known before the answer comes (placeholder rows), so nothing around it moves.
 */
export function SuggestedBlogs({ count, roomy = false, title, more = true }: SuggestedBlogsProps) {
  const suggested = useSuggestedBlogs();
  const failure = useQueryRetry(suggested);
  const headingId = useId();
  const blogs = suggested.data?.blogs.slice(0, count);

  return (
    <section
      className={`${styles.list} ${roomy ? styles.roomy : ''}`}
      // The roomy list sits in the empty dashboard's own region, beside the rail's list of the same
      // name: a group there, so the page has one "Check out these blogs" landmark (axe landmark-unique).
      role={roomy ? 'group' : undefined}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : SUGGESTED_BLOGS_TITLE}
      aria-busy={!blogs}
    >
      {title && (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      )}
      {failure.error && !blogs ? (
        <FailurePanel failure={failure} />
      ) : blogs && blogs.length === 0 ? (
        <p className={styles.none}>No suggestions right now.</p>
      ) : (
        <ul className={styles.rows}>
          {blogs
            ? blogs.map((blog) => <SuggestedBlogRow key={blog.name} blog={blog} showReason={roomy} />)
            : PLACEHOLDER_KEYS.slice(0, count).map((key) => <li key={key} className={styles.placeholder} />)}
        </ul>
      )}
      {more && (
        <Link to="/explore" className={styles.more}>
          Explore more blogs
        </Link>
      )}
    </section>
  );
}
