import {
  type BlogCard,
  type BlogData,
  type Bootstrap,
  followingCountAfter,
  withFollowing,
} from '@rookery/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SESSION_KEY } from '../accounts/session-cache';
import { blogCardKey } from '../blog-card/blog-card-key';
import { blogDataKey } from '../blog-page/use-blog-data';

/** Every cached view a follow change shows in: the blog's page data, its card, the user's count. */
export const followKeys = (name: string): QueryKey[] => [blogDataKey(name), blogCardKey(name), SESSION_KEY];

/** The card after a follow change: the flags (spec document 1 §4) and its relationship label. */
function cardFollowing(card: BlogCard, following: boolean): BlogCard {
  const next = withFollowing(card, following);
  if (!card.relationship) return next;
  const since = following ? (card.relationship.following_since ?? new Date().toISOString()) : null;
  return { ...next, relationship: { ...card.relationship, following_since: since } };
}

/**
 * Shows a follow change everywhere at once (spec document 1 §4: optimistic), and answers how to
 * put every view back if the call fails.
 */
export function applyFollowing(queryClient: QueryClient, name: string, following: boolean): () => void {
  const before = followKeys(name).map((key) => [key, queryClient.getQueryData(key)] as const);
  queryClient.setQueryData<BlogData>(blogDataKey(name), (blog) => blog && withFollowing(blog, following));
  queryClient.setQueryData<BlogCard>(blogCardKey(name), (card) => card && cardFollowing(card, following));
  setFriendCount(queryClient, (count) => followingCountAfter(count, following));
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
  };
}

/** The current user's following count (friend_count), as the header and right rail show it. */
export function setFriendCount(queryClient: QueryClient, next: (count: number) => number): void {
  queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) =>
    session?.user
      ? { ...session, user: { ...session.user, friend_count: next(session.user.friend_count) } }
      : session,
  );
}
