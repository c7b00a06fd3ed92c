import type { BlogData, FollowResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { blogDataKey } from '../blog-page/use-blog-data';

/**
 * Follow or unfollow a blog as the current blog (POST /svc/follow, /svc/unfollow). The blog's
 * cached data takes the answer, and the lists that depend on follows are fetched anew.
 */
export function useFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ tumblelog, follow }: { tumblelog: string; follow: boolean }) =>
      api.post<FollowResponse>(follow ? '/svc/follow' : '/svc/unfollow', { tumblelog }),
    onSuccess: ({ tumblelog, following }) => {
      queryClient.setQueryData<BlogData>(blogDataKey(tumblelog), (blog) => blog && { ...blog, following });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['following'] });
    },
  });
}
