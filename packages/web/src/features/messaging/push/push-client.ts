import type { QueryClient } from '@tanstack/react-query';
import { SharedPush } from './shared-push';

/** The unread counts query (W1's useUserCounts, api/counts.ts): `counts` events replace its data. */
export const COUNTS_QUERY_KEY = ['messaging', 'counts'] as const;

/** The push stream every component of the tab listens to, itself shared by the user's tabs. */
export const pushConnection = new SharedPush();

let holders = 0;
let holder: string | null = null;
let countsCache: QueryClient | null = null;
let stopping: ReturnType<typeof setTimeout> | null = null;

pushConnection.onEvent((event) => {
  if (event.type === 'counts') countsCache?.setQueryData(COUNTS_QUERY_KEY, event.counts);
});

/**
 * Keeps the stream open for the signed-in user `userKey` until the returned release. The stream
 * belongs to whoever holds it: another user's hold restarts it (its cookie is another session).
 * The last release stops it a tick later, so a remount (Strict Mode, a route change) keeps it open.
 */
export function holdPush(userKey: string, queryClient: QueryClient): () => void {
  if (stopping) clearTimeout(stopping);
  stopping = null;
  if (holder !== null && holder !== userKey) pushConnection.stop();
  holder = userKey;
  countsCache = queryClient;
  holders++;
  pushConnection.start(userKey);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders > 0) return;
    stopping = setTimeout(() => {
      stopping = null;
      if (holders > 0) return;
      pushConnection.stop();
      holder = null;
      countsCache = null;
    }, 0);
  };
}
