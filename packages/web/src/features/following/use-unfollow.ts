import type { FollowingResponse, FollowResponse } from '@rookery/core';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { type RemovedBlog, removeBlog, restoreBlog } from './following-pages';
import { FOLLOWING_KEY } from './use-following';

type Pages = InfiniteData<FollowingResponse>;

/**
 * Unfollows a blog as the current blog (POST /svc/unfollow). The row leaves the list at once;
 * if the call fails it comes back where it was and a toast says why.
 */
export function useUnfollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api.post<FollowResponse>('/svc/unfollow', { tumblelog: name }),
    onMutate: async (name): Promise<{ removed: RemovedBlog | null }> => {
      // A page arriving now would bring the row back from under the optimistic removal.
      await queryClient.cancelQueries({ queryKey: FOLLOWING_KEY });
      let removed: RemovedBlog | null = null;
      queryClient.setQueryData<Pages>(FOLLOWING_KEY, (data) => {
        if (!data) return data;
        const result = removeBlog(data, name);
        removed = result.removed;
        return result.data;
      });
      return { removed };
    },
    onError: (error, name, context) => {
      const removed = context?.removed;
      if (removed)
        queryClient.setQueryData<Pages>(FOLLOWING_KEY, (data) => data && restoreBlog(data, removed));
      showToast(`Could not unfollow ${name}. ${errorMessage(error)}`, 'error');
    },
    onSuccess: () => {
      // Their posts leave the dashboard; the following list itself is already right.
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
