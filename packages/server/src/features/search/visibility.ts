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
 * A blog (by its alias in the statement) no moderator withheld: not spam, not blocked by everyone,
 * not suspended (nor waiting for its account to be deleted, which hides it the same way). Tested on the blog row a statement already joins, after its candidates are
 * chosen, so the candidates keep their plans (an array of withheld blogs in them, unknown to the
 * planner, made it give up the index walks). Posts reach readers through the pipeline, whose rules
 * drop a withheld blog's posts as well.
 */
export const notWithheld = (blog: string) =>
  sql<boolean>`not (${sql.ref(`${blog}.is_spam`)} or ${sql.ref(`${blog}.is_uniblocked`)} or ${sql.ref(`${blog}.is_suspended`)} or ${sql.ref(`${blog}.is_leaving`)})`;

/**
 * Safe search hides sensitive posts (features/safety): a visitor and a reader in safe mode always
 * search safely; others when they ask (`filter_nsfw`).
 */
export function safeSearch(viewer: Viewer | null, filterNsfw: boolean): RawBuilder<boolean> {
  return hidesSensitive(viewer) || filterNsfw ? NOT_SENSITIVE : sql<boolean>`true`;
}
