import { type RawBuilder, sql } from 'kysely';
import type { Viewer } from '../posts/pipeline/viewer.js';

/**
 * Not for a safe-mode reader: a post labelled sensitive (posts.is_sensitive) or on a blog that is
 * adult or nsfw. An anti-join with the few such blogs (blogs_sensitive_idx), which the planner
 * estimates from the blogs' statistics: an array of them read in the statement would be a guess,
 * and a bad one when a site has few blogs (it then sorted every GIF post rather than walk the
 * newest).
 */
export const NOT_SENSITIVE = sql<boolean>`(not p.is_sensitive and not exists (
  select 1 from blogs sb where sb.id = p.blog_id and (sb.is_adult or sb.is_nsfw)))`;

/** Whether a reader is kept from sensitive posts where posts are found: every visitor, and safe mode. */
export const hidesSensitive = (viewer: Viewer | null): boolean => !viewer || viewer.safeMode;

/** The filter of explore, tag pages and the like for `viewer`: NOT_SENSITIVE, or nothing. */
export function sensitiveFilter(viewer: Viewer | null): RawBuilder<boolean> {
  return hidesSensitive(viewer) ? NOT_SENSITIVE : sql<boolean>`true`;
}
