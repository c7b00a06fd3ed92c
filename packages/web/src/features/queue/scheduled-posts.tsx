import { useId } from 'react';
import { useOwnerList } from '../drafts/owner-list';
import pageStyles from '../drafts/owner-page.module.css';
import { OwnerPostList } from '../drafts/owner-post-list';
import { PublishNowButton } from '../drafts/publish-now-button';
import type { usePublishNow } from '../drafts/use-publish-now';

/**
 * The blog's scheduled posts, in the order they go out, below its queue: both wait to be published,
 * one at a set time, the other on the queue's schedule. Hidden while there are none.
 */
export function ScheduledPosts({
  blog,
  publish,
}: {
  blog: string;
  publish: ReturnType<typeof usePublishNow>;
}) {
  const headingId = useId();
  const scheduled = useOwnerList(blog, 'scheduled');
  const count = scheduled.data?.pages.reduce((n, page) => n + page.posts.length, 0) ?? 0;
  if (count === 0) return null;
  return (
    <section aria-labelledby={headingId} className={pageStyles.section}>
      <h2 id={headingId} className={pageStyles.sectionHeading}>
        Scheduled
      </h2>
      <OwnerPostList
        query={scheduled}
        label="Scheduled posts"
        empty={null}
        actions={(post) => <PublishNowButton postId={post.id} publish={publish} />}
      />
    </section>
  );
}
