import { POLL_DEFAULT_MS, type UserCountsResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api';

/** The counts' query key (messagingKeys.counts); here too so the header's first paint stays small. */
export const COUNTS_KEY = ['messaging', 'counts'] as const;

/**
 * Unread messages per blog (spec document 3 §7): asked for every minute, the spec's default poller,
 * and on focus. Pushed counts (the push module) and the windows' reads write the same key.
 */
export function useUserCounts(enabled = true) {
  return useQuery({
    queryKey: COUNTS_KEY,
    queryFn: () => api.get<UserCountsResponse>('/svc/user/counts', { unread_messages: true }),
    enabled,
    refetchInterval: POLL_DEFAULT_MS,
    refetchOnWindowFocus: true,
  });
}

/** A blog's unread messages: the sum over its conversations (the counts are keyed by the blog's uuid). */
export function blogUnread(counts: UserCountsResponse | undefined, uuid: string): number {
  let sum = 0;
  for (const n of Object.values(counts?.unread_messages[uuid] ?? {})) sum += n;
  return sum;
}

/** The header badge's number: unread messages summed over the user's blogs. */
export function unreadTotal(counts: UserCountsResponse | undefined, uuids: readonly string[]): number {
  return uuids.reduce((sum, uuid) => sum + blogUnread(counts, uuid), 0);
}
