import { BLOG_POSTS_KEY } from '../posts/use-blog-posts';
import { usePostList } from '../posts/use-post-list';

/** The owner's lists of a blog's unpublished posts. */
export type OwnerListState = 'draft' | 'queued' | 'scheduled';

/**
 * Under the blog's posts key, so whatever refreshes a blog's lists after a save (the composer
 * invalidates [BLOG_POSTS_KEY, blog]) refreshes its drafts and queue too.
 */
export const ownerListKey = (blog: string, state: OwnerListState) =>
  [BLOG_POSTS_KEY, blog, 'owner', state] as const;

/** One of the owner's lists: the blog's posts call, narrowed to the state. */
export function useOwnerList(blog: string, state: OwnerListState) {
  return usePostList(ownerListKey(blog, state), `/svc/blog/${encodeURIComponent(blog)}/posts`, { state });
}
