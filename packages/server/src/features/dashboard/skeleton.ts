import type { FeedQuery } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { blockedBy } from '../blocks/checks.js';
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
 * Up to this many blogs, the dashboard merges each blog's newest posts; beyond it, it walks the
 * blogs' kept heads (a first page) or all published posts (after a cursor) newest first and keeps
 * those of the followed blogs, which is cheap exactly when many blogs are followed (most recent
 * posts are theirs). Measured with `npm run bench` (README).
 */
export const MERGE_MAX_BLOGS = 250;

/** The blogs the user's blogs follow and none of them blocks (a set operation's left side). */
const followedNotBlocked = (own: string[]) =>
  sql`select f.followed_blog_id from follows f where f.follower_blog_id = any(${own}::bigint[])
       except select * from ${blockedBy(own)} as blocked`;

/**
 * The blogs whose posts fill a user's dashboard: those their blogs follow but none of them blocks
 * (a follow by another of the user's blogs does not bring a blocked blog back), and their own. Read
 * inside the page's query rather than sent to it as a list: a list of 5,000 ids costs PostgreSQL
 * more to plan than the whole page costs to read.
 */
export const followedBy = (own: string[]) =>
  sql`(${followedNotBlocked(own)} union select unnest(${own}::bigint[]))`;

/** How many blogs fill the dashboard, which decides how it is read. */
export async function followedCount(db: Db, own: string[]): Promise<number> {
  const row = await sql<{ n: string }>`select count(*) as n from ${followedBy(own)} as b(id)`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}

/** Followed blogs' posts are the public ones; the viewer's own blogs show private ones too. */
const visible = (own: string[]) =>
  sql<boolean>`((not p.is_private and not p.members_only) or p.blog_id = any(${own}::bigint[]))`;

/**
 * Each dashboard blog's newest post, from the cursor on: a probe of the posts index per blog.
 */
const headsByProbe = (own: string[], after: RawBuilder<boolean>) => sql`
  select f.blog_id, h.published_at from ${followedBy(own)} as f(blog_id)
  cross join lateral (
    select p.published_at from posts p
    where p.blog_id = f.blog_id and p.state = 'published' and ${after} and ${visible(own)}
    order by p.published_at desc, p.id desc limit 1
  ) h`;

/** The viewer's own blogs' newest posts after `after` (private ones count): a probe each, a few blogs. */
const ownHeads = (own: string[], after: RawBuilder<boolean> | null = null) => sql`
  select o.blog_id, h.published_at from unnest(${own}::bigint[]) as o(blog_id)
  cross join lateral (
    select p.published_at from posts p
    where p.blog_id = o.blog_id and p.state = 'published' and ${after ?? sql`true`}
    order by p.published_at desc, p.id desc limit 1
  ) h`;

/**
 * The same for a list that starts at the newest post (the first page, the one read most, and the
 * count of posts above the top one): the followed blogs' heads are kept in blog_heads (migration
 * 0041), one index entry a blog, and only those at or after `since` are taken; the viewer's own
 * blogs, whose private posts count too, are probed, after `ownAfter`. The heads are read by one
 * index scan over the followed blogs' ids as an array (an InitPlan, so a generic plan cannot turn it
 * into a hash of all heads): PostgreSQL walks the index in id order and descends again only for an
 * id on another leaf page, 69 descents for the bench reader's 154 blogs where a probe per blog made
 * 154 (pgbench, the merge: 0.363 -> 0.333-0.350 ms). The follows are filtered rather than set
 * apart with EXCEPT, which hashed them twice: an id two of the user's blogs follow comes twice, and
 * the index scan reads it once (pgbench, the page: 0.01-0.03 ms less).
 */
export const keptHeads = (
  own: string[],
  ownAfter: RawBuilder<boolean> | null = null,
  since: RawBuilder<Date> | null = null,
) => sql`
  select h.blog_id, h.published_at from blog_heads h
  where h.blog_id = any(array(
    select f.followed_blog_id from follows f
    where f.follower_blog_id = any(${own}::bigint[])
      and f.followed_blog_id <> all(${own}::bigint[]) and f.followed_blog_id <> all(array${blockedBy(own)})))
    and ${since ? sql`h.published_at >= ${since}` : sql`true`}
  union all ${ownHeads(own, ownAfter)}`;

/**
 * The first page's heads for a reader following many blogs: rather than a probe per followed
 * blog, the kept heads are walked newest first and each blog is checked against the follows (by
 * index), until `take` followed ones are found; with the viewer's own blogs, probed, they bound the
 * page as all the heads would (any other followed blog's head is older than the `take`-th). The walk
 * passes once over each blog that posted since, however much it posted, where walking the posts
 * passed over every post (801 posts for a page when a few blogs the reader does not follow posted
 * most of the site's recent posts).
 */
export const walkedHeads = (own: string[], take: number) => sql`
  (select h.blog_id, h.published_at from blog_heads h
   where h.blog_id <> all(${own}::bigint[]) and h.blog_id <> all(array${blockedBy(own)})
     and exists (
       select 1 from follows f where f.follower_blog_id = any(${own}::bigint[]) and f.followed_blog_id = h.blog_id
       offset 0)
   order by h.published_at desc, h.blog_id desc limit ${take})
  union all ${ownHeads(own)}`;

/**
 * The merge, in two index-only passes. First each blog's newest visible post (one probe each);
 * the `take`-th newest of those, T, bounds the page: `take` blogs have a post at T or later, so the
 * page's posts are all at T or later. Then only the blogs with posts that new are read, from T on,
 * and each no further than it can reach into the page: the blog ranked r by its newest post has
 * r - 1 blogs with a strictly newer post ahead of all of its own, so at most `take` - r + 1 of its
 * posts can be among the first `take` (rank, not row_number: blogs tied on their newest post share
 * one). For the bench reader that reads 212 posts for a page instead of 303.
 *
 * The heads at T or later are the first `take` by time with their ties, and T is the oldest of them
 * (none older when there are fewer than `take` heads): one top-N sort and one pass of window
 * functions, where taking T first and the heads at T or later after kept all the heads in a stored
 * common table expression read twice (callgrind, the bench reader's page: 4.80 to 4.60 million
 * instructions of PostgreSQL's). Each row carries its blog, which the page's follow test reads.
 */
export function mergeQuery(
  own: string[],
  after: RawBuilder<boolean> | null,
  take: number,
  heads = after ? headsByProbe(own, after) : keptHeads(own),
) {
  return sql<{ id: string; published_at: Date; blog_id: string }>`
    with ranked as (
      select t.blog_id, rank() over (order by t.published_at desc) as r,
        case when count(*) over () < ${take}::int then '-infinity'::timestamptz
          else min(t.published_at) over () end as t
      from (
        select heads.blog_id, heads.published_at from (${heads}) as heads
        order by heads.published_at desc fetch first (${take}::int) rows with ties
      ) t
    )
    select q.id, q.published_at, ranked.blog_id from ranked
    cross join lateral (
      select p.id, p.published_at from posts p
      where p.blog_id = ranked.blog_id and p.state = 'published' and p.published_at >= ranked.t
        and ${after ?? sql`true`} and ${visible(own)}
      order by p.published_at desc, p.id desc limit ${take} - ranked.r + 1
    ) q
    order by q.published_at desc, q.id desc limit ${take}`;
}

/**
 * The walk reads recent posts in order and checks each one's blog against the follows by index
 * (`offset 0` keeps PostgreSQL from first hashing all of the user's follows, which costs more than
 * the few dozen checks a dense dashboard needs); the blocked blogs are read once, as an array.
 */
export function walkQuery(own: string[], after: RawBuilder<boolean> | null, take: number) {
  return sql<{ id: string; published_at: Date; blog_id: string }>`
    select p.id, p.published_at, p.blog_id from posts p
    where p.state = 'published' and ${after ?? sql`true`} and ${visible(own)}
      and (p.blog_id = any(${own}::bigint[]) or exists (
        select 1 from follows f where f.follower_blog_id = any(${own}::bigint[]) and f.followed_blog_id = p.blog_id
        offset 0))
      and p.blog_id <> all(array${blockedBy(own)})
    order by p.published_at desc, p.id desc limit ${take}`;
}

/**
 * The statement of a dashboard page's ids, newest first, `take` rows of (id, published_at, blog_id): the
 * merge up to MERGE_MAX_BLOGS blogs; past it a first page walks the kept heads, a page after a
 * cursor the posts. `take` stays a parameter (no arithmetic on it here) so that a statement built
 * once serves every page size (dashboard/page.ts).
 */
export function dashboardIds(
  own: string[],
  after: RawBuilder<boolean> | null,
  take: number,
  byMerge: boolean,
) {
  if (byMerge) return mergeQuery(own, after, take);
  return after ? walkQuery(own, after, take) : mergeQuery(own, null, take, walkedHeads(own, take));
}

/** How many blogs fill the viewer's dashboard, remembered with the viewer (see Viewer). */
export async function dashboardBlogs(db: Db, viewer: Viewer): Promise<number> {
  const own = viewer.blogIds;
  viewer.dashboardBlogs ??= own.length === 0 ? 0 : await followedCount(db, own);
  return viewer.dashboardBlogs;
}

export async function dashboardSkeleton(
  db: Db,
  viewer: Viewer,
  query: FeedQuery,
  mergeMax = MERGE_MAX_BLOGS,
): Promise<Skeleton> {
  const count = await dashboardBlogs(db, viewer);
  if (count === 0) return { ids: [], next: null };
  const cursor = decodeTimeCursor(query.before);
  const after = cursor ? olderThan('p.published_at', 'p.id', cursor) : null;
  // The cursor's exact microseconds are computed for the page's rows only, not for every candidate.
  const rows = await sql<{ id: string; sort: string }>`
    select s.id, ${microsOf('s.published_at')} as sort
    from (${dashboardIds(viewer.blogIds, after, query.limit + 1, count <= mergeMax)}) s
    order by s.published_at desc, s.id desc`.execute(db);
  return toSkeleton(rows.rows, query.limit, timeCursorOf);
}
