import type { InboxResponse } from '@rookery/core';
import { type InfiniteData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { inboxKey } from './inbox-keys';

/** GET /svc/blog/{name}/inbox: the blog's asks and submissions, newest first, a page at a time. */
export function useInbox(blog: string) {
  return useInfiniteQuery({
    queryKey: [...inboxKey(blog), 'list'],
    queryFn: ({ pageParam }) =>
      api.get<InboxResponse>(`/svc/blog/${encodeURIComponent(blog)}/inbox`, { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/**
 * After an item was answered, approved or deleted: it leaves the list at once, and the count and
 * the blog's own lists (where an answer or an approved post now shows) are read again.
 */
export function useInboxItemDone(blog: string) {
  const queryClient = useQueryClient();
  return (kind: 'ask' | 'submission', id: string) => {
    queryClient.setQueryData<InfiniteData<InboxResponse>>([...inboxKey(blog), 'list'], (data) =>
      data
        ? {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              items: page.items.filter((item) => !(item.kind === kind && item.id === id)),
            })),
          }
        : data,
    );
    void queryClient.invalidateQueries({ queryKey: [...inboxKey(blog), 'count'] });
    void queryClient.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] === 'dashboard' ||
        (query.queryKey[0] === inboxKey(blog)[0] &&
          query.queryKey[1] === blog &&
          query.queryKey[2] !== 'inbox'),
    });
  };
}
