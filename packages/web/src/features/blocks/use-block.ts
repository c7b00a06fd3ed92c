import {
  type BlockAddInput,
  type BlockRemoveInput,
  type BlockResponse,
  type BlogCard,
  withFollowing,
} from '@rookery/core';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { SESSION_KEY } from '../accounts/session-cache';
import { blogCardKey } from '../blog-card/blog-card-key';
import { blogDataKey } from '../blog-page/use-blog-data';

export const blockedListKey = (blog: string) => ['blocks', blog] as const;

/** A block changes follows (both ways) and what the dashboard holds: everything that shows them is read anew. */
function afterBlockChange(
  queryClient: QueryClient,
  { tumblelog, blocked_tumblelog, is_blocking }: BlockResponse,
) {
  queryClient.setQueryData<BlogCard>(blogCardKey(blocked_tumblelog), (card) => {
    if (!card) return card;
    // The card's blog is the current blog's: a block ends the follows between them.
    if (!is_blocking || card.current_blog !== tumblelog) return { ...card, is_blocking };
    const relationship = card.relationship && { following_since: null, followed_you_at: null };
    return { ...withFollowing(card, false), is_blocking, relationship };
  });
  if (is_blocking) {
    void queryClient.invalidateQueries({ queryKey: blogDataKey(blocked_tumblelog) });
    void queryClient.invalidateQueries({ queryKey: SESSION_KEY });
    void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    void queryClient.invalidateQueries({ queryKey: ['following'] });
  }
  void queryClient.invalidateQueries({ queryKey: blockedListKey(tumblelog) });
}

/**
 * POST /svc/block/add as one of the user's blogs: by blog name, or by a post (its author, or the
 * sender of a submission in the blogger's inbox). Ask the confirm-block.ts confirmation first.
 */
export function useBlock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockAddInput) => api.post<BlockResponse>('/svc/block/add', input),
    onSuccess: (answer) => afterBlockChange(queryClient, answer),
  });
}

/** POST /svc/block/remove. */
export function useUnblock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockRemoveInput) => api.post<BlockResponse>('/svc/block/remove', input),
    onSuccess: (answer) => afterBlockChange(queryClient, answer),
  });
}
