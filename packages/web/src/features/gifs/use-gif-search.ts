import { GIF_CACHE_MS, GIF_QUERY_DEBOUNCE_MS, gifQuery } from '@rookery/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '../search/use-debounced-value';
import { fetchGifs } from './gif-search-api';

/**
 * The panel's search (spec document 2 §4, §9): the trimmed, lowercased query once typing has
 * paused GIF_QUERY_DEBOUNCE_MS; each query's answer kept GIF_CACHE_MS. A newer query supersedes the
 * one in flight: TanStack Query aborts the old call once nothing waits on it.
 */
export function useGifSearch(raw: string, context: string) {
  const query = useDebouncedValue(gifQuery(raw), GIF_QUERY_DEBOUNCE_MS);
  const search = useQuery({
    queryKey: ['gifs', query, context],
    queryFn: ({ signal }) => fetchGifs(query, context, signal),
    staleTime: GIF_CACHE_MS,
    gcTime: GIF_CACHE_MS,
    retry: false,
    placeholderData: keepPreviousData,
  });
  /** Typed but not yet asked: the loader shows from the first keystroke. */
  const waiting = gifQuery(raw) !== query || search.isFetching;
  return { query, search, waiting };
}
