import type { NotesResponse, PostView, ReplyResponse } from '@rookery/core';
import { type InfiniteData, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import { likeSource } from '../likes/like-source';
import { runAction } from '../post-actions/events';
import { patchPosts, setNotes } from '../post-actions/patch-posts';

/** A post's notes live under its id; every post of a chain answers the same (its root's) notes. */
export const notesKey = (postId: string) => ['notes', postId] as const;

/** GET /svc/post/{id}/notes, a page at a time (`before` is the last page's `next`). */
export function useNotes(postId: string) {
  return useInfiniteQuery({
    queryKey: notesKey(postId),
    queryFn: ({ pageParam }) => api.get<NotesResponse>(`/svc/post/${postId}/notes`, { before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/**
 * POST /svc/reply as the current blog. On success the reply leads the notes at once, the post
 * counts it, and the post is marked subscribed (spec document 2 §4); failures go the post actions'
 * one way (events.ts).
 */
export function useReply(post: PostView) {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: (text: string) =>
      runAction('reply', post.id, () =>
        api.post<ReplyResponse>('/svc/reply', {
          reply_text: text,
          post_id: post.id,
          tumblelog: user ? currentChannel(user)?.name : undefined,
          tumblelog_key: post.reblog_key,
          source: likeSource(window.location.pathname),
        }),
      ),
    onSuccess: (answer) => {
      if (!answer) return;
      queryClient.setQueryData<InfiniteData<NotesResponse>>(notesKey(post.id), (data) => {
        const first = data?.pages[0];
        if (!data || !first) return data;
        const counts = { ...first.counts, replies: first.counts.replies + 1, total: first.counts.total + 1 };
        return {
          ...data,
          pages: [{ ...first, counts, notes: [answer.note, ...first.notes] }, ...data.pages.slice(1)],
        };
      });
      setNotes(queryClient, post, answer.note_count);
      patchPosts(
        queryClient,
        (p) => p.id === post.id,
        (p) => ({ ...p, is_subscribed: true }),
      );
    },
  });
}
