import type { InboxCountResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api';
import { inboxKey } from './inbox-keys';

/** What waits in a blog's inbox, for the owner's menu; read when the menu shows, kept a minute. */
export function useInboxCount(blog: string) {
  return useQuery({
    queryKey: [...inboxKey(blog), 'count'],
    queryFn: () => api.get<InboxCountResponse>(`/svc/blog/${encodeURIComponent(blog)}/inbox/count`),
    staleTime: 60_000,
  });
}
