import type { PostListResponse } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';

/** `ids` with the one at `from` moved to `to` (both clamped into the list). */
export function moveId(ids: readonly string[], from: number, to: number): string[] {
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  if (moved === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, moved);
  return next;
}

/**
 * The loaded pages with their posts in `ids` order; each page keeps its size, so the pages'
 * cursors still line up. Posts not named in `ids` keep their places after the named ones.
 */
export function withOrder(
  data: InfiniteData<PostListResponse>,
  ids: readonly string[],
): InfiniteData<PostListResponse> {
  const all = data.pages.flatMap((page) => page.posts);
  const byId = new Map(all.map((post) => [post.id, post]));
  const named = ids.flatMap((id) => byId.get(id) ?? []);
  const rest = all.filter((post) => !ids.includes(post.id));
  const ordered = [...named, ...rest];
  let start = 0;
  const pages = data.pages.map((page) => {
    const posts = ordered.slice(start, start + page.posts.length);
    start += page.posts.length;
    return { ...page, posts };
  });
  return { ...data, pages };
}
