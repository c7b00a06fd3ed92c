import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fragmentAfterSave } from './fragment-after-save';
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

/**
 * Every successful post save refreshes the page it was made on. The composer's route listens, so
 * whichever page is under the form: a save in the dashboard's context brings the post to the
 * dashboard's top (the feed in the cache, shown there or on the next visit), a new draft on the
 * drafts page goes to that page's end (fresh-drafts, loaded only then). The inbox's fragment lists
 * submissions, which a post of one's own never is, so a save there has nothing to add.
 */
export function useFreshPostsOnSave(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        const saved = event.action.data;
        if (!isPostSave(saved)) return;
        const call = fragmentAfterSave(saved);
        if (saved.post_context_page === 'dashboard') void showFreshPosts(client, call !== null);
        else if (call?.pageRoot === 'drafts')
          void import('../drafts/fresh-drafts').then((m) =>
            m.showFreshDrafts(client, saved.post_tumblelog.name),
          );
      }),
    [client],
  );
}
