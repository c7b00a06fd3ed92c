import type { Bootstrap, LikeResponse, PostView } from '@rookery/core';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError, api } from '../../api';
import { SESSION_KEY } from '../accounts/session-cache';
import { actionFailed, actionSucceeded } from '../post-actions/events';
import { addNotes, patchPosts, setNotes } from '../post-actions/patch-posts';
import { likeSource } from './like-source';
import { LIKES_KEY } from './likes-key';

/** Posts whose like or unlike is on its way: a click meanwhile does nothing (one call at a time). */
const pending = new Set<string>();

/** The user's liked_post_count (spec document 1 §4 counters): up one, down one, never below zero. */
function countLike(queryClient: QueryClient, delta: number): void {
  queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) =>
    session?.user
      ? {
          ...session,
          user: { ...session.user, liked_post_count: Math.max(0, session.user.liked_post_count + delta) },
        }
      : session,
  );
}

function show(queryClient: QueryClient, post: PostView, liked: boolean): void {
  patchPosts(
    queryClient,
    (p) => p.id === post.id,
    (p) => ({ ...p, liked }),
  );
  count(queryClient, post, liked ? 1 : -1);
}

function count(queryClient: QueryClient, post: PostView, delta: number): void {
  addNotes(queryClient, post, delta);
  countLike(queryClient, delta);
}

/**
 * Like when not liked, unlike when liked (spec document 2 §4): the card changes at once, the call
 * follows with the like payload (its source from the page's path, the carousel's photo as
 * `offset`), and a failure puts everything
 * back before it is handled (events.ts). The root's count the server answers is the one kept.
 */
export async function toggleLike(queryClient: QueryClient, post: PostView, offset = 0): Promise<void> {
  if (pending.has(post.id)) return;
  pending.add(post.id);
  const liking = !post.liked;
  const action = liking ? 'like' : 'unlike';
  show(queryClient, post, liking);
  try {
    const answer = await api.post<LikeResponse>(liking ? '/svc/like' : '/svc/unlike', {
      id: post.id,
      root_id: post.root_id,
      key: post.reblog_key,
      placement_id: '',
      is_recommended: false,
      pt: '',
      tumblelog_name: post.blog_name,
      method: 'click',
      source: likeSource(window.location.pathname),
      // The photo a carousel showed when liked (issue 17; 0 for every other post).
      offset: String(offset),
    });
    setNotes(queryClient, post, answer.note_count);
    // The likes page reads the change next time it shows, not under the reader's eyes.
    void queryClient.invalidateQueries({ queryKey: LIKES_KEY, refetchType: 'none' });
    actionSucceeded(action, post.id);
  } catch (error) {
    // 409: the post already was as the reader wanted it (liked elsewhere meanwhile); only the counts were wrong.
    if (error instanceof ApiError && error.status === 409) count(queryClient, post, liking ? -1 : 1);
    else show(queryClient, post, !liking);
    actionFailed(action, post.id, error);
  } finally {
    pending.delete(post.id);
  }
}
