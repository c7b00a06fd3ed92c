import type { PostListResponse } from '@rookery/core';
import type { InfiniteData } from '@tanstack/react-query';

/** A fragment of server-rendered posts shown at the top of the feed until the feed itself has them. */
export interface FreshBlock {
  html: string;
  /** The ids of the posts in the fragment (each post root's data-post-id). */
  ids: string[];
}

type Feed = InfiniteData<PostListResponse>;

/** Every post id the loaded feed holds. */
export function feedPostIds(feed: Feed | undefined): Set<string> {
  return new Set(feed?.pages.flatMap((page) => page.posts.map((post) => post.id)) ?? []);
}

/**
 * The blocks still worth showing: those with a post the feed does not hold yet. Once the refetched
 * first page has all of a block's posts, the feed draws them itself and the block goes.
 */
export function pendingBlocks(blocks: readonly FreshBlock[], feedIds: ReadonlySet<string>): FreshBlock[] {
  return blocks.filter((block) => block.ids.some((id) => !feedIds.has(id)));
}

/**
 * A new fragment joins the blocks when it holds a post that is neither in the feed nor in a block
 * already (saving again quickly must not show a post twice). Newest first: it goes on top.
 */
export function addBlock(
  blocks: readonly FreshBlock[],
  block: FreshBlock,
  feedIds: ReadonlySet<string>,
): FreshBlock[] {
  const shown = new Set([...feedIds, ...blocks.flatMap((b) => b.ids)]);
  return block.ids.some((id) => !shown.has(id)) ? [block, ...blocks] : [...blocks];
}

/**
 * The feed after a fresh first page arrived, keeping the pages the reader has scrolled through.
 * The posts of the fresh page above the old first post are new; they go on top of the old first
 * page, and its cursor keeps pointing at the old second page, so nothing is duplicated or skipped.
 * When the fresh page does not reach the old first post (more new posts than a page), a gap would
 * open between them: then the fresh page starts the feed over.
 */
export function mergeFirstPage(feed: Feed | undefined, fresh: PostListResponse): Feed {
  const first = feed?.pages[0];
  if (!feed || !first) return { pages: [fresh], pageParams: [undefined] };
  const oldTop = first.posts[0]?.id;
  const at = oldTop === undefined ? -1 : fresh.posts.findIndex((post) => post.id === oldTop);
  if (at < 0) return { pages: [fresh], pageParams: [undefined] };
  const loaded = feedPostIds(feed);
  const added = fresh.posts.slice(0, at).filter((post) => !loaded.has(post.id));
  // The fresh copies of posts already shown replace theirs (a note count or an edit may have changed).
  const updated = new Map(fresh.posts.slice(at).map((post) => [post.id, post]));
  const refreshed = first.posts.map((post) => updated.get(post.id) ?? post);
  return {
    pages: [{ posts: [...added, ...refreshed], next: first.next }, ...feed.pages.slice(1)],
    pageParams: feed.pageParams,
  };
}
