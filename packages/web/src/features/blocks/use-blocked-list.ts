import type { BlockedListResponse } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { blockedListKey } from './use-block';

/** The blogs one of the user's blogs blocks, newest first, a page at a time (GET /svc/blog/{name}/blocks). */
export function useBlockedList(blog: string) {
  return useInfiniteQuery({
    queryKey: blockedListKey(blog),
    queryFn: ({ pageParam }) =>
      api.get<BlockedListResponse>(`/svc/blog/${encodeURIComponent(blog)}/blocks`, { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
