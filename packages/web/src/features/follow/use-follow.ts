import { type FollowResponse, followChangeNeeded } from '@rookery/core';
import { MutationObserver, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api';
import { SUGGESTED_BLOGS_KEY } from '../suggested-blogs/suggested-blogs-key';
import { applyFollowing, followKeys, setFriendCount } from './follow-cache';
import { emitFollowEvent } from './follow-events';

export interface FollowChange {
  tumblelog: string;
  follow: boolean;
  /** Where the change was made, sent as the spec's `source` and carried by the event. */
  source?: string;
}

/**
 * Follow or unfollow a blog as the current blog (POST /svc/follow, /svc/unfollow). The change shows
 * at once everywhere the blog is cached and the follow or unfollow event fires (spec document 1
 * §4); a failed call puts every view back. Then the lists that depend on follows are read anew.
 * Shared by the hook and by callers outside React (followBlog, the post header's Follow).
 */
export function followMutation(queryClient: QueryClient) {
  return {
    mutationFn: ({ tumblelog, follow, source }: FollowChange) =>
      api.post<FollowResponse>(follow ? '/svc/follow' : '/svc/unfollow', {
        tumblelog,
        source,
        page_url: window.location.pathname,
      }),
    onMutate: async ({ tumblelog, follow, source = '' }: FollowChange) => {
      // An answer arriving now would overwrite the optimistic change: the suggestions' too, which the
      // rail may be reading again as the row's Follow is clicked.
      await Promise.all(
        [...followKeys(tumblelog), SUGGESTED_BLOGS_KEY].map((queryKey) =>
          queryClient.cancelQueries({ queryKey }),
        ),
      );
      const undo = applyFollowing(queryClient, tumblelog, follow);
      emitFollowEvent(tumblelog, follow, source);
      return { undo };
    },
    onError: (_error: Error, _change: FollowChange, context: { undo: () => void } | undefined) =>
      context?.undo(),
    onSuccess: ({ friend_count }: FollowResponse) => {
      setFriendCount(queryClient, () => friend_count);
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
      void queryClient.invalidateQueries({ queryKey: ['following'] });
      // Read again when next shown, not now: a blog just followed stays in view, marked followed.
      void queryClient.invalidateQueries({ queryKey: SUGGESTED_BLOGS_KEY, refetchType: 'none' });
    },
  };
}

export function useFollow() {
  return useMutation(followMutation(useQueryClient()));
}

/** A follow change made outside a component (the post header's Follow, from the actions chunk). */
export function followBlog(queryClient: QueryClient, change: FollowChange): Promise<FollowResponse> {
  return new MutationObserver(queryClient, followMutation(queryClient)).mutate(change);
}

/**
 * Spec document 1 §5: a follow or unfollow is skipped when the blog is already in that state,
 * unless forced. Answers whether a call was made.
 */
export function useFollowChange() {
  const follow = useFollow();
  const { mutate } = follow;
  const change = useCallback(
    (
      blog: { name: string; following: boolean },
      wanted: boolean,
      options: { force?: boolean; source?: string; onError?: (error: Error) => void } = {},
    ) => {
      if (!followChangeNeeded(blog.following, wanted, options.force)) return false;
      mutate({ tumblelog: blog.name, follow: wanted, source: options.source }, { onError: options.onError });
      return true;
    },
    [mutate],
  );
  return { change, isPending: follow.isPending };
}
