import { INFINITE_SCROLL_THRESHOLD } from '@rookery/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { ErrorPanel } from '../../ui/error-panel/error-panel';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { HydrateApart } from '../../ui/layout/hydrate-apart';
import { Loader } from '../../ui/loader/loader';
import { FeedShortcutsHost } from '../shortcuts/feed-shortcuts-host';
import { FeedSkeleton } from './feed-skeleton';
import { PostCard } from './post-card';
import styles from './post-feed.module.css';
import { type PostPage, uniquePosts } from './unique-posts';
import { useNextPage } from './use-next-page';

interface PostFeedProps {
  /** Pages of posts: a feed's (PostListResponse), a blog search's (BlogSearchResponse), ... */
  query: UseInfiniteQueryResult<InfiniteData<PostPage>>;
  /** Shown when the list has no posts at all. */
  empty: ReactNode;
  /** The feed's accessible name, e.g. "Dashboard posts". */
  label: string;
  /** Shown above the first post (the dashboard's just-saved posts). */
  top?: ReactNode;
}

/**
 * The posts of any paged list as cards. The next page loads when the reader has scrolled
 * INFINITE_SCROLL_THRESHOLD of the list (doc 2 §9); the "Load more" button does the same for
 * keyboard and switch users, who may never scroll the page. Its cards answer the feed's keyboard
 * shortcuts (j, k, l, ...: features/shortcuts).
 */
export function PostFeed({ query, empty, label, top }: PostFeedProps) {
  const posts = uniquePosts(query.data?.pages ?? []);
  const { canLoadMore, trigger } = useNextPage(query, posts.length);
  const failure = useQueryRetry(query);
  const root = useRef<HTMLDivElement>(null);

  if (failure.error && !query.data) return <FailurePanel failure={failure} />;
  if (query.isPending) return <FeedSkeleton label={`Loading ${label.toLowerCase()}`} />;
  if (posts.length === 0 && !top) return <>{empty}</>;

  return (
    <div ref={root} className={styles.feed}>
      <FeedShortcutsHost feed={root} />
      {top}
      <div className={styles.list} role="feed" aria-label={label} aria-busy={query.isFetchingNextPage}>
        {posts.map((post) => (
          <HydrateApart key={post.id}>
            <PostCard post={post} />
          </HydrateApart>
        ))}
        <div
          ref={trigger}
          className={styles.trigger}
          style={{ top: `${INFINITE_SCROLL_THRESHOLD * 100}%` }}
        />
      </div>
      {query.isFetchingNextPage && <Loader label="Loading more posts" />}
      {query.isFetchNextPageError && (
        <ErrorPanel
          message={errorMessage(query.error)}
          onRetry={() => void query.fetchNextPage()}
          retrying={query.isFetchingNextPage}
        />
      )}
      {canLoadMore && (
        <Button variant="light" className={styles.more} onClick={() => void query.fetchNextPage()}>
          Load more
        </Button>
      )}
    </div>
  );
}
