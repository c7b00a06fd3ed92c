import { AD_IN_STREAM_EVERY, type AdPlacement, INFINITE_SCROLL_THRESHOLD } from '@rookery/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { Fragment, type ReactNode, useRef } from 'react';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { ErrorPanel } from '../../ui/error-panel/error-panel';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { HydrateApart } from '../../ui/layout/hydrate-apart';
import { Loader } from '../../ui/loader/loader';
import { AdSlot } from '../ads/ad-slot';
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
  /** A house ad after every AD_IN_STREAM_EVERY posts (issue 20), in this placement, on this page. */
  ads?: { placement: AdPlacement; location: string; blog?: string };
}

/**
 * A card not drawn yet (its content waits for a chunk): an article marked busy, as the ARIA feed
 * pattern has it, so the feed never has rows of nothing in it. The shortcuts pass over it (it
 * names no post).
 */
const PENDING_CARD = <article aria-busy="true" aria-label="Loading a post" />;

/**
 * The posts of any paged list as cards. The next page loads when the reader has scrolled
 * INFINITE_SCROLL_THRESHOLD of the list (doc 2 §9); the "Load more" button does the same for
 * keyboard and switch users, who may never scroll the page. Its cards answer the feed's keyboard
 * shortcuts (j, k, l, ...: features/shortcuts). With `ads`, a house ad follows every
 * AD_IN_STREAM_EVERY posts (an article named Sponsored, which the shortcuts pass over).
 */
export function PostFeed({ query, empty, label, top, ads }: PostFeedProps) {
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
        {posts.map((post, index) => (
          <Fragment key={post.id}>
            <HydrateApart fallback={PENDING_CARD}>
              <PostCard post={post} />
            </HydrateApart>
            {ads && (index + 1) % AD_IN_STREAM_EVERY === 0 && <AdSlot {...ads} position={index + 1} />}
          </Fragment>
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
