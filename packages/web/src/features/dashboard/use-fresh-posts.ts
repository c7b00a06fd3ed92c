import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { FreshBlock } from './fresh-posts';
import { FRESH_POSTS_KEY, showFreshPosts } from './fresh-posts-store';
import { isPostSave } from './is-post-save';

/** The fresh blocks to show (filled only by showFreshPosts; never fetched). */
export function useFreshBlocks(): FreshBlock[] {
  return useQuery<FreshBlock[]>({
    queryKey: FRESH_POSTS_KEY,
    queryFn: () => [],
    initialData: [],
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}

/** While the dashboard is on screen, every successful post save brings the new post to its top. */
export function useFreshPostsOnSave(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (isPostSave(event.action.data)) void showFreshPosts(client);
      }),
    [client],
  );
}
