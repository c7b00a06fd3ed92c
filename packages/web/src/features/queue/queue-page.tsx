import { useState } from 'react';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { OwnerContextPage, WritePostLink } from '../drafts/owner-context-page';
import { useOwnerList } from '../drafts/owner-list';
import { OwnerListError } from '../drafts/owner-list-error';
import pageStyles from '../drafts/owner-page.module.css';
import { OwnerPageHeader } from '../drafts/owner-page-header';
import { OwnerPostList } from '../drafts/owner-post-list';
import { usePublishNow } from '../drafts/use-publish-now';
import { uniquePosts } from '../posts/unique-posts';
import { type MoveDirection, QueueItemActions } from './queue-item-actions';
import { moveId } from './queue-order';
import { QueueSummary } from './queue-summary';
import { ScheduledPosts } from './scheduled-posts';
import { useMoveFocus } from './use-move-focus';
import { useReorderQueue } from './use-reorder-queue';
import { useWholeList } from './use-whole-list';

/**
 * `/blog/{name}/queue`: the owner's queued posts in publishing order, to move up and down, edit or
 * publish now; its scheduled posts below. Anyone else gets the server's 403.
 */
export function QueuePage() {
  return <OwnerContextPage Content={QueueContent} />;
}

function QueueContent({ name }: { name: string }) {
  const queue = useOwnerList(name, 'queued');
  const failure = useQueryRetry(queue);
  const whole = useWholeList(queue);
  const publish = usePublishNow(name);
  const reorder = useReorderQueue(name);
  const posts = uniquePosts(queue.data?.pages ?? []);
  const ids = posts.map((post) => post.id);
  const { listRef, focusAfterMove } = useMoveFocus(ids.join());
  const [announcement, setAnnouncement] = useState('');

  const move = (index: number, direction: MoveDirection) => {
    const to = direction === 'up' ? index - 1 : index + 1;
    const postId = ids[index];
    if (!postId || to < 0 || to >= ids.length) return;
    reorder(moveId(ids, index, to));
    focusAfterMove(postId, direction);
    setAnnouncement(`Moved to position ${to + 1} of ${ids.length}.`);
  };

  const failed = failure.error !== null && !queue.data;
  return (
    <div className={pageStyles.page}>
      <OwnerPageHeader blog={name} title="Queue" />
      {!failed && <QueueSummary blog={name} queued={whole ? posts.length : null} />}
      {failed ? (
        <OwnerListError blog={name} what="queue" failure={failure} />
      ) : (
        <div ref={listRef}>
          <OwnerPostList
            query={queue}
            label="Queued posts"
            empty={
              <EmptyState
                title="Nothing in the queue."
                text="Choose “Add to queue” when you save a post, and it goes out on the queue's schedule."
                action={<WritePostLink />}
              />
            }
            actions={(post, index, list) => (
              <QueueItemActions
                postId={post.id}
                index={index}
                count={list.length}
                canMove={whole}
                onMove={move}
                publish={publish}
              />
            )}
          />
        </div>
      )}
      {!failed && <ScheduledPosts blog={name} publish={publish} />}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
