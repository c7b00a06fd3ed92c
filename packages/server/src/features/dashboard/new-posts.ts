import type { NewPostsResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { followedCount, keptHeads, MERGE_MAX_BLOGS, mergeQuery, walkQuery } from './skeleton.js';

/**
 * How many posts the dashboard would now show above `since`: the dashboard's own page query (so
 * blocks and visibility are the same), bounded to posts newer than `since` and to `cap + 1` rows.
 * Both ways of reading it touch only the new posts: the merge reads only the blogs whose kept head
 * (blog_heads) is at or after `since`, often none, the walk stops at `since`. It is asked by every
 * follower with a dashboard open each time a blog posts (push), so it must cost next to nothing. A
 * `since` that is gone (deleted) counts nothing: the row comparison with no row is never true.
 */
export async function countNewPosts(
  db: Db,
  viewer: Viewer,
  since: string,
  cap: number,
  mergeMax = MERGE_MAX_BLOGS,
): Promise<NewPostsResponse> {
  const own = viewer.blogIds;
  viewer.dashboardBlogs ??= own.length === 0 ? 0 : await followedCount(db, own);
  if (viewer.dashboardBlogs === 0) return { count: 0, more: false };
  const sincePost = sql`posts s where s.id = ${since}::bigint and s.state = 'published'`;
  const newer = sql<boolean>`(p.published_at, p.id) > (select s.published_at, s.id from ${sincePost})`;
  const sinceTime = sql<Date>`(select s.published_at from ${sincePost})`;
  const page =
    viewer.dashboardBlogs <= mergeMax
      ? mergeQuery(own, newer, cap + 1, keptHeads(own, newer, sinceTime))
      : walkQuery(own, newer, cap + 1);
  const row = await sql<{ n: number }>`select count(*)::int as n from (${page}) s`.execute(db);
  const n = row.rows[0]?.n ?? 0;
  return { count: Math.min(n, cap), more: n > cap };
}
