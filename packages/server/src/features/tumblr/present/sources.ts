import type { BlogRow } from '../../blogs/blog-row.js';
import type { HydratedPost } from '../../posts/pipeline/hydrate.js';
import type { Viewer } from '../../posts/pipeline/viewer.js';

/**
 * A blog as the API shows it: its row's public fields, when it last published (a blog's `updated`),
 * and whether the reader's current blog follows it.
 */
export type TumblrBlogSource = Pick<
  BlogRow,
  | 'id'
  | 'name'
  | 'uuid'
  | 'title'
  | 'description'
  | 'avatar_version'
  | 'theme'
  | 'asks'
  | 'anonymous_asks'
  | 'ask_page_title'
  | 'can_receive_messages'
  | 'is_adult'
  | 'is_nsfw'
> & { updated: Date | null; followed: boolean };

/** A post as the API shows it: hydrated as every list of posts is (posts/pipeline/hydrate.ts). */
export type TumblrPostSource = HydratedPost;

/** What presenting posts needs beside them (load-posts.ts loads it for a page at once). */
export interface TumblrPostContext {
  /** The blogs the posts name (their own, their parents and roots, trails, askers, mentions), by name. */
  blogs: ReadonlyMap<string, TumblrBlogSource>;
  /** Who reads: `liked`, `followed` and the owner's fields show to them; null with an API key alone. */
  viewer: Viewer | null;
}
