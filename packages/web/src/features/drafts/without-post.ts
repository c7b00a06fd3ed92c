import type { PostListResponse } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';

/** The loaded pages of a list without one post (it was published, so it left the list). */
export function withoutPost(
  data: InfiniteData<PostListResponse> | undefined,
  postId: string,
): InfiniteData<PostListResponse> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })),
  };
}
