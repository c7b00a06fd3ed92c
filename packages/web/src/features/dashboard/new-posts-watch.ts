import {
  FRAGMENT_POST_ATTRIBUTE,
  NEW_POSTS_POLL_MS,
  type NewPostsResponse,
  type PostListResponse,
} from '@rookery/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { api } from '../../api';
import { holdPush, pushConnection } from '../messaging/push/push-client';
import { mergeFirstPage } from './fresh-posts';
import { NEW_POSTS_KEY, type NewPosts } from './new-posts-store';
import { DASHBOARD_FEED_KEY, DASHBOARD_PATH } from './use-dashboard-feed';

type Feed = InfiniteData<PostListResponse>;

/**
 * A browser test (or a curious reader) may set how often the dashboard polls while push is down,
 * in milliseconds, before the page loads: localStorage["rookery.newPostsPollMs"]. Read once, at start.
 */
export const POLL_SETTING = 'rookery.newPostsPollMs';

function pollInterval(): number {
  const set = Number(window.localStorage.getItem(POLL_SETTING));
  return Number.isFinite(set) && set >= 1000 ? set : NEW_POSTS_POLL_MS;
}

const feedOf = (client: QueryClient) => client.getQueryData<Feed>(DASHBOARD_FEED_KEY);
export const topPostId = (client: QueryClient) => feedOf(client)?.pages[0]?.posts[0]?.id;

/**
 * Keeps the pill's count: asked again whenever the push stream says a followed blog posted, when
 * the stream (re)opens (what was sent while it was down is lost), and every poll interval while
 * push is unavailable. Nothing is added to the feed here: the reader's place never moves until they
 * ask for the new posts. Returns the stop.
 */
export function watchNewPosts(client: QueryClient, userKey: string): () => void {
  const release = holdPush(userKey, client);
  let asking = false;

  const check = async () => {
    const feed = feedOf(client);
    if (!feed || asking) return;
    const since = topPostId(client);
    // An empty dashboard has no place to lose: it simply shows what came.
    if (!since) {
      void client.invalidateQueries({ queryKey: DASHBOARD_FEED_KEY });
      return;
    }
    asking = true;
    try {
      const news = await api.get<NewPostsResponse>('/svc/dashboard/new_posts', { since });
      client.setQueryData<NewPosts>(NEW_POSTS_KEY, { ...news, since });
    } catch {
      // The next event or poll asks again.
    } finally {
      asking = false;
    }
  };

  const stopEvents = pushConnection.onEvent((event) => {
    if (event.type === 'dashboard') void check();
  });
  const every = pollInterval();
  let poll: ReturnType<typeof setInterval> | undefined;
  const follow = () => {
    clearInterval(poll);
    poll = undefined;
    const state = pushConnection.state;
    if (state === 'open') void check();
    if (state === 'unavailable')
      poll = setInterval(() => {
        if (!document.hidden) void check();
      }, every);
  };
  const stopState = pushConnection.onState(follow);
  follow();

  return () => {
    stopEvents();
    stopState();
    clearInterval(poll);
    release();
  };
}

/** Waits for the post's card to be drawn, then goes to the top of the page with focus on it. */
function focusPost(id: string, framesLeft = 30): void {
  const card = document.querySelector<HTMLElement>(
    `[role="feed"] > article[${FRAGMENT_POST_ATTRIBUTE}="${id}"]`,
  );
  if (!card) {
    if (framesLeft > 0) requestAnimationFrame(() => focusPost(id, framesLeft - 1));
    return;
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  card.focus({ preventScroll: true });
}

/**
 * The pill's click: the feed's first page again, its new posts put on top of what is loaded
 * (mergeFirstPage keeps the pages below), and the reader taken to the first of them.
 */
export async function showNewPosts(client: QueryClient): Promise<void> {
  const fresh = await api.get<PostListResponse>(DASHBOARD_PATH);
  client.setQueryData<Feed>(DASHBOARD_FEED_KEY, (feed) => mergeFirstPage(feed, fresh));
  client.setQueryData(NEW_POSTS_KEY, null);
  const top = topPostId(client);
  if (top) focusPost(top);
}
