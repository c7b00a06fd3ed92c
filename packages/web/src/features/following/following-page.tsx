import { Button, ButtonLink } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { EmptyState } from '../../ui/layout/empty-state';
import { Loader } from '../../ui/loader/loader';
import styles from './following-page.module.css';
import { FollowingRow } from './following-row';
import { useFollowing } from './use-following';
import { useUnfollow } from './use-unfollow';

const blogsCount = (total: number) => `${total} ${total === 1 ? 'blog' : 'blogs'}`;

/** `/following` (spec document 3 §2): the blogs the current blog follows, each with Unfollow. */
export function FollowingPage() {
  const following = useFollowing();
  const failure = useQueryRetry(following);
  const unfollow = useUnfollow();
  const pages = following.data?.pages ?? [];
  const first = pages[0];
  // Every page reports the total; the latest one knows best (and the optimistic removals adjust it).
  const total = pages.at(-1)?.total ?? 0;
  const blogs = pages.flatMap((page) => page.blogs);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>
        {first ? `${first.blog_name} is following ${blogsCount(total)}` : 'Following'}
      </h1>
      {failure.error && !following.data ? (
        <FailurePanel failure={failure} />
      ) : (
        following.isPending && <Loader label="Loading the blogs you follow" />
      )}
      {following.isSuccess && blogs.length === 0 && !following.hasNextPage && (
        <EmptyState
          title="You are not following any blogs yet."
          text="Follow blogs to see their posts on your dashboard."
          action={
            <ButtonLink to="/explore" variant="secondary">
              Find blogs on Explore
            </ButtonLink>
          }
        />
      )}
      {blogs.length > 0 && (
        <ul className={styles.list} aria-label="Blogs you follow">
          {blogs.map((blog) => (
            <FollowingRow key={blog.name} blog={blog} onUnfollow={(name) => unfollow.mutate(name)} />
          ))}
        </ul>
      )}
      {following.hasNextPage && (
        <Button
          variant="light"
          className={styles.more}
          onClick={() => void following.fetchNextPage()}
          disabled={following.isFetchingNextPage}
        >
          {following.isFetchingNextPage ? 'Loading...' : 'Show more blogs'}
        </Button>
      )}
    </div>
  );
}
