import {
  type BlogCard,
  type BlogData,
  type Bootstrap,
  followingCountAfter,
  type SuggestedBlogsResponse,
  withFollowing,
} from '@rookery/core';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { SESSION_KEY } from '../accounts/session-cache';
import { blogCardKey } from '../blog-card/blog-card-key';
import { blogDataKey } from '../blog-page/use-blog-data';
import { patchPosts } from '../post-actions/patch-posts';
import { searchBlogsFollowing } from '../search/search-follow-cache';
import { SUGGESTED_BLOGS_KEY } from '../suggested-blogs/suggested-blogs-key';

/**
 * The cached views of the blog a follow change shows in: its page data, its card, the user's count.
 * (Also, not waited for: the suggested blogs, search's blog rows, and its posts wherever they are, see
 * postsFollowing.)
 */
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
  const before = [...followKeys(name), SUGGESTED_BLOGS_KEY].map(
    (key) => [key, queryClient.getQueryData(key)] as const,
  );
  queryClient.setQueryData<BlogData>(blogDataKey(name), (blog) => blog && withFollowing(blog, following));
  queryClient.setQueryData<BlogCard>(blogCardKey(name), (card) => card && cardFollowing(card, following));
  queryClient.setQueryData<SuggestedBlogsResponse>(
    SUGGESTED_BLOGS_KEY,
    (list) => list && suggestionsFollowing(list, name, following),
  );
  setFriendCount(queryClient, (count) => followingCountAfter(count, following));
  postsFollowing(queryClient, name, following);
  searchBlogsFollowing(queryClient, name, following);
  return () => {
    for (const [key, data] of before) queryClient.setQueryData(key, data);
    postsFollowing(queryClient, name, !following);
    searchBlogsFollowing(queryClient, name, !following);
  };
}

function suggestionsFollowing(list: SuggestedBlogsResponse, name: string, following: boolean) {
  return { blogs: list.blogs.map((b) => (b.name === name ? { ...b, following } : b)) };
}

/** Every post of the blog on every cached page shows it, and every reblog from it (reblog_source). */
function postsFollowing(queryClient: QueryClient, name: string, following: boolean): void {
  patchPosts(
    queryClient,
    (p) => p.blog.name === name || p.reblog_source?.name === name,
    (p) => ({
      ...p,
      blog: p.blog.name === name ? { ...p.blog, following } : p.blog,
      reblog_source: p.reblog_source?.name === name ? { ...p.reblog_source, following } : p.reblog_source,
    }),
  );
}

/** The current user's following count (friend_count), as the header and right rail show it. */
export function setFriendCount(queryClient: QueryClient, next: (count: number) => number): void {
  queryClient.setQueryData<Bootstrap>(SESSION_KEY, (session) =>
    session?.user
      ? { ...session, user: { ...session.user, friend_count: next(session.user.friend_count) } }
      : session,
  );
}
