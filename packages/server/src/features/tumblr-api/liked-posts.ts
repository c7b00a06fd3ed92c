import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { unixSeconds } from '../tumblr/api-date.js';
import { badRequest } from './answers.js';
import {
  API_PAGE_MAX,
  type ApiQuery,
  intParam,
  nextLink,
  postFormatOf,
  presentPosts,
  secondsParam,
} from './read-kit.js';

/** api.md `/user/likes`: "the maximum limit on the offset is 1000". */
const MAX_OFFSET = 1000;

/** Whose likes: a user's (as any of their blogs, as the web client's /svc/likes), or one blog's. */
export type LikesOf = { userId: string } | { blogId: string };

/**
 * A page of liked posts (api.md `/user/likes`, `/blog/{id}/likes`): the latest like first, by one
 * of `offset` (at most 1000), `before` or `after` (the like's time, in seconds); each post with
 * `liked_timestamp`, as Tumblr adds; `liked_count`; `_links` to the pages on either side.
 */
export async function likedPage(db: Db, viewer: Viewer, of: LikesOf, query: ApiQuery, path: string) {
  const limit = intParam(query, 'limit', 1, API_PAGE_MAX, API_PAGE_MAX);
  const before = secondsParam(query, 'before');
  const after = secondsParam(query, 'after');
  if ([before, after, query.offset].filter((v) => v !== undefined).length > 1)
    throw badRequest('Give only one of offset, before and after.');
  const offset = intParam(query, 'offset', 0, MAX_OFFSET, 0);
  const whose = 'userId' in of ? sql`l.user_id = ${of.userId}` : sql`l.blog_id = ${of.blogId}`;
  const time = (seconds: number) => sql`to_timestamp(${seconds})`;
  const bound =
    before !== undefined
      ? sql`l.created_at < ${time(before)}`
      : after !== undefined
        ? sql`l.created_at > ${time(after)}`
        : sql`true`;
  // Pages after a time read forward from it, then show newest first like every other page.
  const order = after !== undefined ? sql`l.created_at asc, l.id asc` : sql`l.created_at desc, l.id desc`;
  const [rows, count] = await Promise.all([
    sql<{ post_id: string; created_at: Date }>`
      select l.post_id, l.created_at from likes l where ${whose} and ${bound}
      order by ${order} offset ${offset} limit ${limit + 1}`.execute(db),
    sql<{ n: number }>`select count(*)::int as n from likes l where ${whose}`.execute(db),
  ]);
  const page = rows.rows.slice(0, limit);
  if (after !== undefined) page.reverse();
  const likedAt = new Map(page.map((r) => [r.post_id, unixSeconds(r.created_at)]));
  const posts = await presentPosts(
    db,
    page.map((r) => r.post_id),
    viewer,
    postFormatOf(query),
  );
  const newest = page[0];
  const oldest = page.at(-1);
  const more = rows.rows.length > limit;
  const olderExist = after !== undefined ? oldest !== undefined : more;
  return {
    liked_posts: posts.map((post) => ({ ...post, liked_timestamp: likedAt.get(String(post.id_string)) })),
    liked_count: count.rows[0]?.n ?? 0,
    _links: {
      ...(olderExist && oldest
        ? { next: nextLink(path, query, { before: unixSeconds(oldest.created_at) }) }
        : {}),
      ...(newest && (before !== undefined || offset > 0 || (after !== undefined && more))
        ? { prev: nextLink(path, query, { after: unixSeconds(newest.created_at) }) }
        : {}),
    },
  };
}
