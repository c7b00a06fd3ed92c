import type { PostListResponse } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';

export const BLOG_POSTS_KEY = 'blog-posts';

/** Which of a blog's posts a list shows: what readers see, or (to its owner) drafts, queue or scheduled posts. */
export type BlogPostsView = 'posts' | 'draft' | 'queued' | 'scheduled';

export function isOwnerView(value: string | null): value is Exclude<BlogPostsView, 'posts'> {
  return value === 'draft' || value === 'queued' || value === 'scheduled';
}

/** A blog's posts, newest first, a page at a time (GET /svc/blog/{name}/posts). */
export function useBlogPosts(name: string, view: BlogPostsView) {
  return useInfiniteQuery({
    queryKey: [BLOG_POSTS_KEY, name, view],
    queryFn: ({ pageParam }) =>
      api.get<PostListResponse>(`/svc/blog/${encodeURIComponent(name)}/posts`, {
        before: pageParam,
        state: view === 'posts' ? undefined : view,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}
