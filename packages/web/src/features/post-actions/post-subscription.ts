import type { PostSubscriptionResponse, PostView } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { request } from '../../api/client';
import { runAction } from './events';
import { patchPosts } from './patch-posts';

/**
 * The post subscription toggle (spec document 2 §4): POST subscribes, DELETE unsubscribes, and
 * is_subscribed flips only once the call succeeded.
 */
export async function toggleSubscription(queryClient: QueryClient, post: PostView): Promise<void> {
  const subscribing = !post.is_subscribed;
  const path = `/svc/blog/${encodeURIComponent(post.blog_name)}/posts/${post.id}/subscription`;
  const answer = await runAction(subscribing ? 'subscribe' : 'unsubscribe', post.id, () =>
    request<PostSubscriptionResponse>(subscribing ? 'POST' : 'DELETE', path),
  );
  if (!answer) return;
  patchPosts(
    queryClient,
    (p) => p.id === post.id,
    (p) => ({ ...p, is_subscribed: answer.is_subscribed }),
  );
}
