import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import { PostCard } from '../posts/post-card';
import styles from './admin.module.css';
import { AppealDecision } from './appeal-decision';
import { useAppealQueue } from './use-admin';

/** The appeal queue: posts whose owners appealed, oldest first, each with its decision. */
export function AppealQueue() {
  const queue = useAppealQueue();
  const failure = useQueryRetry(queue);
  if (queue.isPending) return <Loader label="Loading appeals" />;
  if (!queue.data) return <FailurePanel failure={failure} />;
  if (queue.data.appeals.length === 0)
    return <EmptyState title="No appeals waiting." text="Posts whose owners appeal a flag show here." />;
  return (
    <ol className={styles.list} aria-label="Appeal queue">
      {queue.data.appeals.map(({ post }) => (
        <li key={post.id} className={styles.appeal} data-post-id={post.id}>
          <PostCard post={post} />
          <AppealDecision postId={post.id} />
        </li>
      ))}
    </ol>
  );
}
