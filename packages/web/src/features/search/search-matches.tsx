import type { SearchTypeaheadResponse } from '@rookery/core';
import { useId } from 'react';
import { Link } from 'react-router';
import { SearchBlogRow } from './search-blog-row';
import styles from './search-matches.module.css';

/** The blogs and tags about the term, above the search page's posts; nothing when there are none. */
export function SearchMatches({ answer }: { answer: SearchTypeaheadResponse }) {
  const blogsId = useId();
  const tagsId = useId();
  if (answer.blogs.length === 0 && answer.tags.length === 0) return null;

  return (
    <div className={`surface ${styles.matches}`}>
      {answer.blogs.length > 0 && (
        <section aria-labelledby={blogsId}>
          <h2 id={blogsId} className={styles.heading}>
            Blogs
          </h2>
          <ul className={styles.blogs}>
            {answer.blogs.map((blog) => (
              <SearchBlogRow key={blog.name} blog={blog} />
            ))}
          </ul>
        </section>
      )}
      {answer.tags.length > 0 && (
        <section aria-labelledby={tagsId} className={styles.tagSection}>
          <h2 id={tagsId} className={styles.heading}>
            Tags
          </h2>
          <ul className={styles.tags}>
            {answer.tags.map(({ tag, count }) => (
              <li key={tag}>
                <Link to={`/tagged/${encodeURIComponent(tag)}`} className={styles.tag}>
                  #{tag}
                  <span className={styles.count}>{count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
