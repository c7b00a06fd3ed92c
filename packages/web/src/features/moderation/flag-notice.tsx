import type { PostView } from '@rookery/core';
import { Link } from 'react-router';
import styles from './flag-notice.module.css';

/**
 * On the card of a post a moderator flagged, to its owner only (the server sends `appeal` to no one
 * else): the spec's message for its state, and the way to the review page, where it is appealed.
 */
export function FlagNotice({ post }: { post: PostView }) {
  if (!post.appeal) return null;
  return (
    <div className={styles.notice} role="note">
      <p>{post.appeal.message}</p>
      <Link to={`/blog/${encodeURIComponent(post.blog_name)}/review`}>
        {post.appeal.can_appeal ? 'Review and appeal' : 'See your flagged posts'}
      </Link>
    </div>
  );
}
