import type { PostListResponse, PostView } from '@rookery/core';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';

type Change = (post: PostView) => PostView;

const isPost = (value: unknown): value is PostView =>
  !!value && typeof value === 'object' && 'reblog_key' in value && 'note_count' in value;

function patchList(data: InfiniteData<PostListResponse>, match: (p: PostView) => boolean, change: Change) {
  let changed = false;
  const pages = data.pages.map((page) => {
    if (!page.posts.some(match)) return page;
    changed = true;
    return { ...page, posts: page.posts.map((p) => (match(p) ? change(p) : p)) };
  });
  return changed ? { ...data, pages } : data;
}

/**
 * Applies a change to every cached copy of the posts that match, wherever a page holds them: any
 * list (dashboard, blog, tag, likes, ...: paged PostListResponse) and single-post answers
 * ({ post }: the permalink). So a like on the dashboard shows on the blog page the reader opens next,
 * and a list refetched later brings the server's own values.
 */
export function patchPosts(queryClient: QueryClient, match: (p: PostView) => boolean, change: Change): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as unknown;
    if (!data || typeof data !== 'object') continue;
    let next: unknown = data;
    if ('pages' in data && Array.isArray(data.pages) && data.pages.every((p) => Array.isArray(p?.posts)))
      next = patchList(data as InfiniteData<PostListResponse>, match, change);
    else if ('post' in data && isPost(data.post) && match(data.post))
      next = { ...data, post: change(data.post) };
    if (next !== data) queryClient.setQueryData(query.queryKey, next);
  }
}

/** A post and every post of its chain show the root's notes: they all change together. */
export function addNotes(queryClient: QueryClient, post: PostView, delta: number): void {
  patchPosts(
    queryClient,
    (p) => p.root_id === post.root_id,
    (p) => ({ ...p, note_count: Math.max(0, p.note_count + delta) }),
  );
}

export function setNotes(queryClient: QueryClient, post: PostView, count: number): void {
  patchPosts(
    queryClient,
    (p) => p.root_id === post.root_id,
    (p) => (p.note_count === count ? p : { ...p, note_count: count }),
  );
}

/** The post leaves every list it was in (deleted); single-post answers are fetched again. */
export function removePost(queryClient: QueryClient, postId: string): void {
  for (const query of queryClient.getQueryCache().getAll()) {
    const data = query.state.data as unknown;
    if (!data || typeof data !== 'object') continue;
    if ('pages' in data && Array.isArray(data.pages) && data.pages.every((p) => Array.isArray(p?.posts))) {
      const list = data as InfiniteData<PostListResponse>;
      if (!list.pages.some((page) => page.posts.some((p) => p.id === postId))) continue;
      queryClient.setQueryData(query.queryKey, {
        ...list,
        pages: list.pages.map((page) => ({ ...page, posts: page.posts.filter((p) => p.id !== postId) })),
      });
    } else if ('post' in data && isPost(data.post) && data.post.id === postId) {
      void queryClient.invalidateQueries({ queryKey: query.queryKey, refetchType: 'none' });
    }
  }
}

const isPostList = (data: unknown) =>
  Array.isArray((data as { pages?: { posts?: unknown }[] } | undefined)?.pages?.[0]?.posts);

/**
 * Lists of posts that a new or moved post belongs in are read again: at once where they show
 * (`refetch`), else when they next do.
 */
export function postListsChanged(queryClient: QueryClient, refetch: boolean): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => isPostList(query.state.data),
    refetchType: refetch ? 'active' : 'none',
  });
}
