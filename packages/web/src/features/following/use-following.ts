import type { FollowingResponse } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const FOLLOWING_KEY = ['following'] as const;

/** The blogs the current blog follows, most recent first, a page at a time (GET /svc/following). */
export function useFollowing() {
  return useInfiniteQuery({
    queryKey: FOLLOWING_KEY,
    queryFn: ({ pageParam }) => api.get<FollowingResponse>('/svc/following', { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
