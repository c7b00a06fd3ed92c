import { type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api';

/**
 * Data that came with a page the server rendered (server-rendered.ts), by query, with the time it
 * was put in the cache: as fresh as an answer the browser has just had, so the hydrated page does
 * not ask for it again at once. It did, and drew the whole page a second time in its first seconds
 * (issue 15: Lighthouse's blocking time). Once the data is replaced, the query is as any other.
 */
const served = new WeakMap<Query, number>();
const SERVED_FRESH_MS = 30_000;

export function markServed(query: Query): void {
  served.set(query, query.state.dataUpdatedAt);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will answer the same again; only network trouble and 5xx are worth retrying.
        retry: (failures, error) => failures < 2 && !(error instanceof ApiError && error.status < 500),
        // Settings forms hold edits over cached data; a refetch on focus would pull it from under them.
        refetchOnWindowFocus: false,
        staleTime: (query) => (served.get(query) === query.state.dataUpdatedAt ? SERVED_FRESH_MS : 0),
      },
    },
  });
}
