import type { PostListResponse } from '@rookery/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { fetchFragment } from './fetch-fragment';
import { fragmentPostIds } from './fragment-post-ids';
import { addBlock, type FreshBlock, feedPostIds, mergeFirstPage, pendingBlocks } from './fresh-posts';
import { DASHBOARD_FEED_KEY, DASHBOARD_PATH } from './use-dashboard-feed';

/**
 * The fresh blocks live in the query cache rather than in a component: a save in the dashboard's
 * context may be made over another page (explore, a blog) or over a dashboard the composer route
 * drew itself, so its refresh outlives the page that started it and waits for the next dashboard;
 * signing out clears them with everything else.
 */
export const FRESH_POSTS_KEY = ['dashboard-fresh'] as const;

type Feed = InfiniteData<PostListResponse>;

const blocksOf = (client: QueryClient) => client.getQueryData<FreshBlock[]>(FRESH_POSTS_KEY) ?? [];
const feedOf = (client: QueryClient) => client.getQueryData<Feed>(DASHBOARD_FEED_KEY);

/**
 * After a post is saved on the dashboard: for a new post (spec doc 1 §7, see fragmentAfterSave) the
 * server renders the posts above the top one as HTML, shown at the top at once; then, after any
 * save, the feed's first page is fetched again in the background and merged in (an edit or a
 * reblog shows there), and the block goes as soon as the feed draws its posts itself. Either step
 * may fail quietly: the other still brings the post, or the next visit does.
 */
export async function showFreshPosts(client: QueryClient, withFragment: boolean): Promise<void> {
  const top = blocksOf(client)[0]?.ids[0] ?? feedOf(client)?.pages[0]?.posts[0]?.id ?? '0';
  if (withFragment) {
    try {
      const html = await fetchFragment('dashboard', 'before', top);
      const block = { html, ids: fragmentPostIds(html) };
      client.setQueryData(FRESH_POSTS_KEY, addBlock(blocksOf(client), block, feedPostIds(feedOf(client))));
    } catch (error) {
      // Spec document 1 §8: logged to the console only; the refetch below still brings the post.
      console.warn('[dashboard] the new post could not be fetched as HTML', error);
    }
  }
  try {
    const fresh = await api.get<PostListResponse>(DASHBOARD_PATH);
    client.setQueryData<Feed>(DASHBOARD_FEED_KEY, (feed) => mergeFirstPage(feed, fresh));
  } catch {
    return;
  }
  client.setQueryData(FRESH_POSTS_KEY, pendingBlocks(blocksOf(client), feedPostIds(feedOf(client))));
}
