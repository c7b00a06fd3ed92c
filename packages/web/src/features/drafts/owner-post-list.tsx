import { INFINITE_SCROLL_THRESHOLD, type PostView } from '@rookery/core';
import type { ReactNode } from 'react';
import { Button } from '../../ui/button/button';
import { Loader } from '../../ui/loader/loader';
import { PostCard } from '../posts/post-card';
import feedStyles from '../posts/post-feed.module.css';
import { uniquePosts } from '../posts/unique-posts';
import type { usePostList } from '../posts/use-post-list';
import { useScrollTrigger } from '../posts/use-scroll-trigger';
import styles from './owner-post-list.module.css';

interface OwnerPostListProps {
  query: ReturnType<typeof usePostList>;
  /** The list's accessible name, e.g. "Drafts". */
  label: string;
  empty: ReactNode;
  /** The owner's controls under each card (publish now, move up and down). */
  actions: (post: PostView, index: number, posts: PostView[]) => ReactNode;
}

/**
 * A blog owner's list of unpublished posts: each card with the owner's controls under it. Pages
 * load as on every feed (at INFINITE_SCROLL_THRESHOLD, or with "Load more").
 */
export function OwnerPostList({ query, label, empty, actions }: OwnerPostListProps) {
  const posts = uniquePosts(query.data?.pages ?? []);
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const trigger = useScrollTrigger(canLoadMore, () => void query.fetchNextPage(), posts.length);

  if (query.isPending) return <Loader label={`Loading ${label.toLowerCase()}`} />;
  if (posts.length === 0 && !query.hasNextPage) return <>{empty}</>;

  return (
    <>
      <ol className={styles.list} aria-label={label} aria-busy={query.isFetchingNextPage}>
        {posts.map((post, index) => (
          <li key={post.id} className={styles.item} data-post-id={post.id}>
            <PostCard post={post} />
            <div className={styles.actions}>{actions(post, index, posts)}</div>
          </li>
        ))}
        <li
          ref={trigger}
          aria-hidden="true"
          className={feedStyles.trigger}
          style={{ top: `${INFINITE_SCROLL_THRESHOLD * 100}%` }}
        />
      </ol>
      {query.isFetchingNextPage && <Loader label="Loading more posts" />}
      {canLoadMore && (
        <Button variant="light" className={feedStyles.more} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </>
  );
}
