import type { NewPostsResponse } from '@rookery/core';
import { useQuery } from '@tanstack/react-query';

/** What the pill offers: the count of posts above `since`, the dashboard's top post when counted. */
export interface NewPosts extends NewPostsResponse {
  since: string;
}

/**
 * Kept in the query cache (filled by new-posts-watch, never fetched), so signing out clears it
 * with everything else and the composer's dashboard and /dashboard show the same.
 */
export const NEW_POSTS_KEY = ['dashboard-news'] as const;

export function useNewPosts(): NewPosts | null {
  return useQuery<NewPosts | null>({
    queryKey: NEW_POSTS_KEY,
    queryFn: () => null,
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
