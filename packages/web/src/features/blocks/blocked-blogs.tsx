import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Card } from '../../ui/layout/card';
import { Loader } from '../../ui/loader/loader';
import { showToast } from '../../ui/toast/toast-store';
import { blogPath } from '../blog-page/blog-paths';
import styles from './blocked-blogs.module.css';
import { useUnblock } from './use-block';
import { useBlockedList } from './use-blocked-list';

/**
 * A blog's settings: the blogs it blocks, each with Unblock (saved at once). An unblocked blog may
 * follow and interact again; the follows the block ended stay ended.
 */
export function BlockedBlogs({ blog }: { blog: string }) {
  const list = useBlockedList(blog);
  const failure = useQueryRetry(list);
  const unblock = useUnblock();
  const blocked = list.data?.pages.flatMap((page) => page.blocked) ?? [];

  const onUnblock = (name: string) =>
    unblock.mutate(
      { tumblelog: blog, blocked_tumblelog: name },
      {
        onSuccess: () => showToast(`${name} is no longer blocked.`),
        onError: (error) => showToast(`Could not unblock ${name}. ${errorMessage(error)}`, 'error'),
      },
    );

  return (
    <Card
      title="Blocked blogs"
      description={
        <p>
          Blocked blogs can't follow {blog}, message it, find it in search or interact with its posts. Changes
          here are saved right away.
        </p>
      }
    >
      {failure.error ? (
        <FailurePanel failure={failure} />
      ) : !list.data ? (
        <Loader label="Loading blocked blogs" tone="dark" />
      ) : blocked.length === 0 ? (
        <p className={styles.empty}>{blog} hasn't blocked any blogs.</p>
      ) : (
        <ul className={styles.list} aria-label={`Blogs ${blog} blocks`}>
          {blocked.map((b) => (
            <li key={b.name} className={styles.row}>
              <Avatar blogName={b.name} size={40} shape={b.avatar_shape} alt="" />
              <div className={styles.text}>
                <Link to={blogPath(b.name)} className={styles.name}>
                  {b.name}
                </Link>
                {b.title && b.title !== b.name && <span className={styles.title}>{b.title}</span>}
              </div>
              <Button
                variant="secondary"
                disabled={unblock.isPending && unblock.variables?.blocked_tumblelog === b.name}
                onClick={() => onUnblock(b.name)}
              >
                Unblock<span className="visually-hidden"> {b.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          Show more
        </Button>
      )}
    </Card>
  );
}
