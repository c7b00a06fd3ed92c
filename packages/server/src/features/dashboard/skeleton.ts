import type { FeedQuery } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
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
 * Up to this many blogs, the dashboard merges each blog's newest posts; beyond it, it walks all
 * published posts newest first and keeps those of the followed blogs, which is cheap exactly when
 * many blogs are followed (most recent posts are theirs). Measured with `npm run bench` (README).
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

/**
 * The merge, in two index-only passes. First each blog's newest visible post (one probe each);
 * the `take`-th newest of those, T, bounds the page: `take` blogs have a post at T or later, so the
 * page's posts are all at T or later. Then only the blogs with posts that new are read, from T on.
 */
function mergeQuery(blogIds: string[], own: string[], after: RawBuilder<boolean>, take: number) {
  return sql<{ id: string; published_at: Date }>`
    with heads as (
      select f.blog_id, h.published_at from unnest(${blogIds}::bigint[]) as f(blog_id)
      cross join lateral (
        select p.published_at from posts p
        where p.blog_id = f.blog_id and p.state = 'published' and ${after} and ${visible(own)}
        order by p.published_at desc, p.id desc limit 1
      ) h
    ),
    bound as (
      select coalesce(
        (select published_at from heads order by published_at desc offset ${take - 1} limit 1),
        '-infinity'::timestamptz
      ) as t
    )
    select q.id, q.published_at from heads, bound
    cross join lateral (
      select p.id, p.published_at from posts p
      where p.blog_id = heads.blog_id and p.state = 'published' and p.published_at >= bound.t
        and ${after} and ${visible(own)}
      order by p.published_at desc, p.id desc limit ${take}
    ) q
    where heads.published_at >= bound.t
    order by q.published_at desc, q.id desc limit ${take}`;
}

function walkQuery(blogIds: string[], own: string[], after: RawBuilder<boolean>, take: number) {
  return sql<{ id: string; published_at: Date }>`
    select p.id, p.published_at from posts p
    where p.state = 'published' and p.blog_id = any(${blogIds}::bigint[]) and ${after} and ${visible(own)}
    order by p.published_at desc, p.id desc limit ${take}`;
}

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
  const page = blogIds.length <= mergeMax ? mergeQuery : walkQuery;
  // The cursor's exact microseconds are computed for the page's rows only, not for every candidate.
  const rows = await sql<{ id: string; sort: string }>`
    select s.id, ${microsOf('s.published_at')} as sort
    from (${page(blogIds, viewer.blogIds, after, take)}) s
    order by s.published_at desc, s.id desc`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
