import type { PostListResponse } from '@rookery/core';
import { type InfiniteData, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api, errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { ownerListKey } from '../drafts/owner-list';
import { withOrder } from './queue-order';

type Pages = InfiniteData<PostListResponse>;

interface Reorder {
  postIds: string[];
  /** The cached lists as they were before this move, to put back if its save fails. */
  before: [QueryKey, Pages | undefined][];
}

/**
 * Saves the queue's new order (POST /svc/blog/{name}/queue/reorder with every queued id). The list
 * shows the order at once, before the call; a failed save puts back the order from before it and
 * reloads the queue. One blog's saves are sent one after another (a mutation scope), so the
 * server gets quick successive moves in the order they were made.
 */
export function useReorderQueue(blog: string) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    scope: { id: `queue-reorder:${blog}` },
    mutationFn: ({ postIds }: Reorder) =>
      api.post<unknown>(`/svc/blog/${encodeURIComponent(blog)}/queue/reorder`, { post_ids: postIds }),
    onError: (error, { before }) => {
      for (const [queryKey, data] of before) queryClient.setQueryData(queryKey, data);
      showToast(`The new order was not saved. ${errorMessage(error)}`, 'error');
      void queryClient.invalidateQueries({ queryKey: ownerListKey(blog, 'queued') });
    },
  });
  const { mutate } = mutation;

  return useCallback(
    (postIds: string[]) => {
      const key = ownerListKey(blog, 'queued');
      // A page arriving now would put back the order from before the move.
      void queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<Pages>({ queryKey: key });
      queryClient.setQueriesData<Pages>({ queryKey: key }, (data) => data && withOrder(data, postIds));
      mutate({ postIds, before });
    },
    [blog, queryClient, mutate],
  );
}
