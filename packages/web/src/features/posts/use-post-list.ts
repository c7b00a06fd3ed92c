import type { PostListResponse } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../api';

/**
 * Any list of posts (dashboard, a blog, a tag, explore, likes, drafts, queue), a page at a time.
 * Every list call answers PostListResponse; its `next` cursor goes back as `before` for the next page.
 * The query's own parameters are part of the key so a changed tag or state is a different list.
 */
export function usePostList(
  key: readonly unknown[],
  path: string,
  query?: Record<string, string | undefined>,
) {
  return useInfiniteQuery({
    queryKey: postListKey(key, query),
    queryFn: ({ pageParam }) => api.get<PostListResponse>(path, { ...query, before: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The full cache key usePostList files a list under, for code that reads or updates that list. */
export function postListKey(key: readonly unknown[], query?: Record<string, string | undefined>) {
  return [...key, query ?? {}] as const;
}
