import type { BlogCard, BlogSubscriptionResponse } from '@rookery/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { blogCardKey } from './blog-card-key';

/**
 * Subscribe to a followed blog's new posts as the current blog: POST, or DELETE when subscribed
 * (spec document 1 §7). is_subscribed changes once the call succeeded (spec §4), not before.
 */
export function useBlogSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ name, subscribe }: { name: string; subscribe: boolean }) =>
      request<BlogSubscriptionResponse>(
        subscribe ? 'POST' : 'DELETE',
        `/svc/blog/${encodeURIComponent(name)}/subscription`,
        {
          json: { source: 'blog_card' },
        },
      ),
    onSuccess: ({ tumblelog, is_subscribed }) =>
      queryClient.setQueryData<BlogCard>(
        blogCardKey(tumblelog),
        (card) => card && { ...card, is_subscribed },
      ),
  });
}
