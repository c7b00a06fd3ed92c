import { useScrollTrigger } from './use-scroll-trigger';

/** What a list's paging needs of an infinite query. */
export interface Pages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * A list's next page, loaded as on every feed (spec doc 2 §9): when the marker at
 * INFINITE_SCROLL_THRESHOLD of the list comes into view, or with "Load more" for keyboard and
 * switch users. `size` is the number of items shown (a new size renews the marker's observer).
 */
export function useNextPage(query: Pages, size: number) {
  const canLoadMore = query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError;
  const trigger = useScrollTrigger(canLoadMore, () => void query.fetchNextPage(), size);
  return { canLoadMore, trigger };
}
