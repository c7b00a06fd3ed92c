import type { FastReblogResponse, PostView } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { api } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { runAction } from './events';
import { addNotes, patchPosts, postListsChanged } from './patch-posts';

/** The toast's words (spec document 2 §4: the queue and self-reblog variants of the reblog toast). */
export function fastReblogMessage(answer: FastReblogResponse): string {
  const blog = answer.post_tumblelog.name_or_id;
  if (answer.queued) return `Added to ${blog}'s queue.`;
  return answer.self_reblog ? `Reblogged your own post to ${blog}.` : `Reblogged to ${blog}.`;
}

/**
 * Fast reblog (or, with `queue`, add to the queue) as one of the user's blogs: the post is marked
 * reblogged, a published reblog adds a note to its chain, and a toast with the blog's avatar links
 * to the new reblog (or the queue).
 */
export async function fastReblog(
  queryClient: QueryClient,
  navigate: NavigateFunction,
  post: PostView,
  options: { queue: boolean; blog: string },
): Promise<void> {
  const answer = await runAction(options.queue ? 'fast_queue' : 'fast_reblog', post.id, () =>
    api.post<FastReblogResponse>('/fast_reblog', {
      reblog_key: post.reblog_key,
      reblog_post_id: post.id,
      queue: options.queue,
      pt: '',
      tumblelog: options.blog,
      offset: 0,
    }),
  );
  if (!answer) return;
  patchPosts(
    queryClient,
    (p) => p.id === post.id,
    (p) => ({ ...p, reblogged: true }),
  );
  if (!answer.queued) addNotes(queryClient, post, 1);
  // The new reblog shows in the feeds and on the blog the next time they do, not under the reader's eyes.
  void postListsChanged(queryClient, false);
  const blog = answer.post_tumblelog;
  const href = answer.queued ? `/blog/${encodeURIComponent(blog.name)}/queue` : blog.post_url;
  showToast(
    fastReblogMessage(answer),
    'info',
    { label: answer.queued ? 'View queue' : 'View', href, onSelect: () => navigate(href) },
    blog.avatar,
  );
}
