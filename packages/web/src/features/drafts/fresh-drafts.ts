import type { PostListResponse } from '@rookery/core';
import { type InfiniteData, type QueryClient, useQuery } from '@tanstack/react-query';
import { fetchFragment } from '../dashboard/fetch-fragment';
import { fragmentPostIds } from '../dashboard/fragment-post-ids';
import { addBlock, type FreshBlock, pendingBlocks } from '../dashboard/fresh-posts';
import { postListKey } from '../posts/use-post-list';
import { ownerListKey } from './owner-list';

/** Drafts just saved, as the server rendered them, per blog (in the cache, as the dashboard's are). */
const freshDraftsKey = (blog: string) => ['drafts-fresh', blog] as const;

const draftsOf = (client: QueryClient, blog: string) =>
  client.getQueryData<InfiniteData<PostListResponse>>(
    postListKey(ownerListKey(blog, 'draft'), { state: 'draft' }),
  );

/**
 * After a new post saved on the drafts page (spec doc 1 §7): the server renders the drafts after the
 * last one the page holds, shown at its end until the refetched list (the save invalidates it)
 * draws them itself. Only when the whole list is loaded: with pages still to come, or none loaded
 * yet, the new draft's place is not on screen and the refetch alone brings it. Fails quietly.
 */
export async function showFreshDrafts(client: QueryClient, blog: string): Promise<void> {
  const list = draftsOf(client, blog);
  if (!list || list.pages.at(-1)?.next) return;
  const shown = list.pages.flatMap((page) => page.posts.map((post) => post.id));
  const blocks = pendingBlocks(client.getQueryData<FreshBlock[]>(freshDraftsKey(blog)) ?? [], new Set(shown));
  const last = blocks[0]?.ids.at(-1) ?? shown.at(-1) ?? '0';
  try {
    const html = await fetchFragment('drafts', 'after', last, blog);
    const block = { html, ids: fragmentPostIds(html) };
    client.setQueryData(freshDraftsKey(blog), addBlock(blocks, block, new Set(shown)));
  } catch (error) {
    // As the dashboard's (spec document 1 §8): the console only; the list's refetch brings the draft.
    console.warn('[drafts] the new draft could not be fetched as HTML', error);
  }
}

/** The fresh drafts of a blog, last saved first (filled only by showFreshDrafts; never fetched). */
export function useFreshDrafts(blog: string): FreshBlock[] {
  return useQuery<FreshBlock[]>({
    queryKey: freshDraftsKey(blog),
    queryFn: () => [],
    initialData: [],
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
}
