import { type RawBuilder, sql } from 'kysely';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { hidesSensitive, NOT_SENSITIVE } from '../safety/sensitive-posts.js';

/** What anyone may find (the full-text index covers exactly these rows: migration 0015). */
export const FINDABLE = sql<boolean>`p.state = 'published' and not p.is_private and not p.members_only`;

/**
 * The blogs a viewer never finds: those any of their blogs blocks and those that block any of
 * their blogs. Read inside the statement, as an array.
 */
export function hiddenBlogs(viewer: Viewer | null): RawBuilder<unknown> {
  if (!viewer) return sql`array[]::bigint[]`;
  const own = viewer.blogIds;
  return sql`array(
    select blocked_blog_id from blocks where blocker_blog_id = any(${own}::bigint[])
    union select blocker_blog_id from blocks where blocked_blog_id = any(${own}::bigint[]))`;
}

/**
 * Safe search hides sensitive posts (features/safety): a visitor and a reader in safe mode always
 * search safely; others when they ask (`filter_nsfw`).
 */
export function safeSearch(viewer: Viewer | null, filterNsfw: boolean): RawBuilder<boolean> {
  return hidesSensitive(viewer) || filterNsfw ? NOT_SENSITIVE : sql<boolean>`true`;
}
