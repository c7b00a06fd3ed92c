import {
  BLOG_CARD_RECENT_POSTS_MIN,
  BLOG_CARD_RECENT_POSTS_MIN_LOAD_MS,
  type HighlightedPost,
} from '@rookery/core';
import { Link } from 'react-router';
import { peeprTarget } from '../posts/peepr-target';
import styles from './blog-card.module.css';
import { useMinimumLoading } from './use-minimum-loading';

interface RecentPostsProps {
  blog: string;
  posts: HighlightedPost[];
  loading: boolean;
}

/**
 * The card's recent posts strip (spec document 2 §4, §9): photo tiles or a line of text, each
 * opening its post (in the dashboard's blog view where there is one). Fewer than two posts count
 * as none and hide it; while loading, its placeholder stays at least the spec's minimum.
 */
export function RecentPosts({ blog, posts, loading }: RecentPostsProps) {
  const waiting = useMinimumLoading(loading, BLOG_CARD_RECENT_POSTS_MIN_LOAD_MS);
  if (waiting) {
    return (
      <div className={styles.strip} aria-hidden="true">
        <span className={styles.tilePlaceholder} />
        <span className={styles.tilePlaceholder} />
        <span className={styles.tilePlaceholder} />
      </div>
    );
  }
  if (posts.length < BLOG_CARD_RECENT_POSTS_MIN) return null;
  return (
    <ul className={styles.strip} aria-label={`Recent posts of ${blog}`}>
      {posts.map((post) => (
        <li key={post.id} className={styles.tileItem}>
          <Link to={post.post_url} className={styles.tile} {...peeprTarget(blog, post.id)}>
            {post.image_url ? (
              <img src={post.image_url} alt={post.summary || `A ${post.type} post`} loading="lazy" />
            ) : (
              <span className={styles.tileText}>{post.summary || `A ${post.type} post`}</span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
