import { useEffect } from 'react';
import type { usePostList } from '../posts/use-post-list';

/**
 * Loads every page of a list, one after another. The queue is reordered as a whole (the save names
 * every queued post), so all of it must be on the page; a queue is short enough for that.
 */
export function useWholeList(query: ReturnType<typeof usePostList>): boolean {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return query.isSuccess && !hasNextPage;
}
