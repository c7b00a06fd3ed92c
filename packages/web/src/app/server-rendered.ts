import type { QueryClient } from '@tanstack/react-query';
import { matchRoutes, type RouteObject } from 'react-router';
import { markServed } from './query-client';

/** The id of the script in which the server embeds the query cache of a page it rendered. */
export const SERVER_STATE_ID = 'rookery-ssr';

interface ServerState {
  queries: { queryKey: unknown[]; state: { data: unknown } }[];
}

/**
 * A page the server rendered (ssr/render-page.tsx) comes with the query cache it was rendered from
 * (TanStack's dehydrate format). Only the data is read: every query there succeeded, and
 * TanStack's own hydrate, made for more (mutations, promises), would weigh on the first paint. The
 * data is dated now, by the browser's clock, and kept fresh a while (query-client.ts markServed).
 * Returns whether the page was rendered on the server.
 */
export function restoreServerState(queryClient: QueryClient, doc: Document = document): boolean {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return false;
  const cache = queryClient.getQueryCache();
  for (const { queryKey, state } of (JSON.parse(text) as ServerState).queries) {
    queryClient.setQueryData(queryKey, withFirstPageParam(state.data));
    const query = cache.find({ queryKey, exact: true });
    if (query) markServed(query);
  }
  return true;
}

/**
 * Every list starts from an `undefined` cursor, which JSON can only write as null; a refetch would
 * send that as `before=null`. Null cursors are put back as undefined.
 */
function withFirstPageParam(data: unknown): unknown {
  if (!data || typeof data !== 'object' || !('pageParams' in data) || !Array.isArray(data.pageParams))
    return data;
  return { ...data, pageParams: data.pageParams.map((param) => param ?? undefined) };
}

/**
 * Loads the lazy pages the address matches before the router starts, as the server did: the first
 * render is then the page itself, the same markup hydrateRoot finds, not the loading fallback.
 */
export async function resolveLazyMatches(routes: RouteObject[], location: Location): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).map((m) => m.route).filter((r) => r.lazy);
  await Promise.all(
    lazy.map(async (route) => {
      const load = route.lazy;
      if (typeof load !== 'function') return;
      Object.assign(route, await load());
      route.lazy = undefined;
    }),
  );
}
