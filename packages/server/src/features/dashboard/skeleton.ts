import type { FeedQuery } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import {
  decodeTimeCursor,
  microsOf,
  olderThan,
  type Skeleton,
  timeCursorOf,
  toSkeleton,
} from '../posts/pipeline/cursor.js';
import type { Viewer } from '../posts/pipeline/viewer.js';

/**
 * Up to this many blogs, the dashboard merges each blog's newest posts (one short index probe per
 * blog); beyond it, it walks all published posts newest first and keeps those of the followed blogs,
 * which is cheap exactly when many blogs are followed (most recent posts are theirs). Chosen from
 * EXPLAIN ANALYZE on the benchmark's data (see the README's Benchmark section).
 */
export const MERGE_MAX_BLOGS = 250;

/** The blogs whose posts fill a user's dashboard: those their blogs follow, and their own. */
export async function dashboardBlogIds(db: Db, viewer: Viewer): Promise<string[]> {
  if (viewer.blogIds.length === 0) return [];
  const rows = await db
    .selectFrom('follows')
    .select('followed_blog_id')
    .distinct()
    .where('follower_blog_id', '=', sql<string>`any(${viewer.blogIds}::bigint[])`)
    .execute();
  return [...new Set([...viewer.blogIds, ...rows.map((r) => r.followed_blog_id)])];
}

/** Followed blogs' posts are the public ones; the viewer's own blogs show private ones too. */
const visible = (own: string[]) =>
  sql<boolean>`((not p.is_private and not p.members_only) or p.blog_id = any(${own}::bigint[]))`;

export async function dashboardSkeleton(
  db: Db,
  viewer: Viewer,
  query: FeedQuery,
  mergeMax = MERGE_MAX_BLOGS,
): Promise<Skeleton> {
  const blogIds = await dashboardBlogIds(db, viewer);
  if (blogIds.length === 0) return { ids: [], next: null };
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('p.published_at', 'p.id', cursor) : sql<boolean>`true`;
  const take = query.limit + 1;
  const rows =
    blogIds.length <= mergeMax
      ? await sql<{ id: string; sort: string; published_at: Date }>`
          select q.id, q.sort from unnest(${blogIds}::bigint[]) as f(blog_id)
          cross join lateral (
            select p.id, p.published_at, ${microsOf('p.published_at')} as sort from posts p
            where p.blog_id = f.blog_id and p.state = 'published' and ${after} and ${visible(viewer.blogIds)}
            order by p.published_at desc, p.id desc limit ${take}
          ) q
          order by q.published_at desc, q.id desc limit ${take}`.execute(db)
      : await sql<{ id: string; sort: string }>`
          select p.id, ${microsOf('p.published_at')} as sort from posts p
          where p.state = 'published' and p.blog_id = any(${blogIds}::bigint[]) and ${after}
            and ${visible(viewer.blogIds)}
          order by p.published_at desc, p.id desc limit ${take}`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
