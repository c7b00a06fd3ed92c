import { type RawBuilder, sql } from 'kysely';
import type { Viewer } from '../posts/pipeline/viewer.js';

/** What anyone may find (the full-text index covers exactly these rows: migration 0015). */
export const FINDABLE = sql<boolean>`p.state = 'published' and not p.is_private and not p.members_only`;

/** The blogs a moderator withheld (spam, blocked by everyone, suspended): migration 0020's index. */
const WITHHELD = sql`select id from blogs where is_spam or is_uniblocked or is_suspended`;

/**
 * The blogs a viewer never finds: those any of their blogs blocks, those that block any of their
 * blogs, and those a moderator withheld (but never the viewer's own). Read inside the statement,
 * as an array.
 */
export function hiddenBlogs(viewer: Viewer | null): RawBuilder<unknown> {
  if (!viewer) return sql`array(${WITHHELD})`;
  const own = viewer.blogIds;
  return sql`array(
    select blocked_blog_id from blocks where blocker_blog_id = any(${own}::bigint[])
    union select blocker_blog_id from blocks where blocked_blog_id = any(${own}::bigint[])
    union (${WITHHELD} except select unnest(${own}::bigint[])))`;
}

/** Safe search hides posts marked sensitive; a visitor always searches safely. */
export function safeSearch(viewer: Viewer | null, filterNsfw: boolean): RawBuilder<boolean> {
  return !viewer || filterNsfw ? sql<boolean>`not p.owner_flagged_nsfw` : sql<boolean>`true`;
}
