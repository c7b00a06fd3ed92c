import type { ActivityResponse, ActivityUnreadResponse } from '@rookery/core';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';

export const ACTIVITY_KEY = ['activity'] as const;
const UNREAD_KEY = [...ACTIVITY_KEY, 'unread'] as const;

/** How often the header asks for new activity while the page is open. */
const UNREAD_POLL_MS = 60_000;

/** Unread items per blog of the user, for the header's badge; asked again every minute and on focus. */
export function useActivityUnread(enabled: boolean) {
  return useQuery({
    queryKey: UNREAD_KEY,
    queryFn: () => api.get<ActivityUnreadResponse>('/svc/activity/unread'),
    enabled,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

/** A blog's activity, newest first, a page at a time. */
export function useActivity(blog: string) {
  return useInfiniteQuery({
    queryKey: [...ACTIVITY_KEY, 'list', blog],
    queryFn: ({ pageParam }) => api.get<ActivityResponse>('/svc/activity', { blog, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** Marks a blog's items read up to the newest one shown; the badge takes the new counts. */
export function useMarkActivityRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { blog: string; up_to: string }) =>
      api.post<ActivityUnreadResponse>('/svc/activity/read', input),
    onSuccess: (unread) => queryClient.setQueryData(UNREAD_KEY, unread),
  });
}
