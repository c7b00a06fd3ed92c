import type { PostView } from '@rookery/core';
import type { ReactNode } from 'react';
import { Loader } from '../../ui/loader/loader';
import { NextPageControls, NextPageMarker } from '../posts/next-page';
import { PostCard } from '../posts/post-card';
import { uniquePosts } from '../posts/unique-posts';
import { useNextPage } from '../posts/use-next-page';
import type { usePostList } from '../posts/use-post-list';
import styles from './owner-post-list.module.css';

interface OwnerPostListProps {
  query: ReturnType<typeof usePostList>;
  /** The list's accessible name, e.g. "Drafts". */
  label: string;
  empty: ReactNode;
  /** The owner's controls under each card (publish now, move up and down). */
  actions: (post: PostView, index: number, posts: PostView[]) => ReactNode;
  /** Shown after the last card, or in place of the empty state: posts just saved, not yet listed. */
  after?: ReactNode;
}

/**
 * A blog owner's list of unpublished posts: each card with the owner's controls under it. Pages
 * load as on every feed (at INFINITE_SCROLL_THRESHOLD, or with "Load more").
 */
export function OwnerPostList({ query, label, empty, actions, after }: OwnerPostListProps) {
  const posts = uniquePosts(query.data?.pages ?? []);
  const { canLoadMore, trigger } = useNextPage(query, posts.length);

  if (query.isPending) return <Loader label={`Loading ${label.toLowerCase()}`} />;
  if (posts.length === 0 && !query.hasNextPage) return <>{after ?? empty}</>;

  return (
    <>
      <ol className={styles.list} aria-label={label} aria-busy={query.isFetchingNextPage}>
        {posts.map((post, index) => (
          <li key={post.id} className={styles.item} data-post-id={post.id}>
            <PostCard post={post} />
            <div className={styles.actions}>{actions(post, index, posts)}</div>
          </li>
        ))}
        <NextPageMarker trigger={trigger} />
      </ol>
      {after && <div className={styles.after}>{after}</div>}
      <NextPageControls query={query} canLoadMore={canLoadMore} loadingLabel="Loading more posts" />
    </>
  );
}
