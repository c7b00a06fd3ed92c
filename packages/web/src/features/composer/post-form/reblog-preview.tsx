import type { PostFetchData } from '@rookery/core';
import { PostContent } from '../../posts/post-content';
import { ReblogTrail } from '../../posts/reblog-trail';
import styles from './post-form.module.css';

/** What is being reblogged, read-only: its content and the trail of what each blog said (its comment field comes empty). */
export function ReblogPreview({ post }: { post: PostFetchData }) {
  return (
    <section className={styles.reblogPreview} aria-label="Reblogged post">
      <div className={styles.reblogContent}>
        <PostContent type={post.type} post={post} />
      </div>
      <ReblogTrail trail={post.trail} />
    </section>
  );
}
