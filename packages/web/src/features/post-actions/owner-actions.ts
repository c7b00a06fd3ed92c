import { messages, type PostView, type PromoteResponse } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import { api } from '../../api';
import { confirm } from '../../ui/dialogs/dialogs';
import { showToast } from '../../ui/toast/toast-store';
import { runAction } from './events';
import { patchPosts, postListsChanged, removePost } from './patch-posts';

/**
 * Delete from the card, after 'Are you sure you want to delete this?' (spec document 2 §8): the post
 * leaves every list; on its own permalink page the reader goes to the blog.
 */
export async function deletePost(
  queryClient: QueryClient,
  post: PostView,
  navigate: NavigateFunction,
): Promise<void> {
  if (!(await confirm({ message: messages.deletePostConfirm, okLabel: 'Delete' }))) return;
  const done = await runAction('delete', post.id, () =>
    api.post('/svc/post/delete', { post_id: post.id, channel_id: post.blog_name }),
  );
  if (done === undefined) return;
  removePost(queryClient, post.id);
  if (window.location.pathname.startsWith(`/${post.blog_name}/post/${post.id}`))
    navigate(`/${post.blog_name}`);
  showToast('Post deleted.');
}

/** A draft, queued or scheduled post goes out now (/publish). */
export async function publishPost(
  queryClient: QueryClient,
  post: PostView,
  navigate: NavigateFunction,
): Promise<void> {
  const done = await runAction('publish', post.id, () =>
    api.post('/publish', { id: post.id, tumblelog: post.blog_name }),
  );
  if (done === undefined) return;
  removePost(queryClient, post.id);
  // It joins the blog and the feeds.
  void postListsChanged(queryClient, true);
  const href = `/${encodeURIComponent(post.blog_name)}/post/${post.id}`;
  showToast('Published.', 'info', { label: 'View post', href, onSelect: () => navigate(href) });
}

/** Promote the post in one of its tags, or take that back (spec document 2 §7). */
export async function setPromoted(
  queryClient: QueryClient,
  post: PostView,
  tag: string,
  promoted: boolean,
): Promise<void> {
  const answer = await runAction(promoted ? 'promote' : 'unpromote', post.id, () =>
    api.post<PromoteResponse>(promoted ? '/svc/promote' : '/svc/unpromote', {
      ...(promoted ? { tag } : { tag_id: tag }),
      post_id: post.id,
      reblog_key: post.reblog_key,
      tumblelog_name: post.blog_name,
    }),
  );
  if (!answer) return;
  // A blog leads a tag with one post: promoting this one takes the promotion from its others.
  patchPosts(
    queryClient,
    (p) => p.blog_name === post.blog_name,
    (p) => {
      const others = p.promoted_tags.filter((t) => t !== answer.tag);
      return { ...p, promoted_tags: p.id === post.id && promoted ? [...others, answer.tag].sort() : others };
    },
  );
  void queryClient.invalidateQueries({ queryKey: ['tagged'], refetchType: 'none' });
  showToast(promoted ? `Promoted in #${answer.tag}.` : `No longer promoted in #${answer.tag}.`);
}
