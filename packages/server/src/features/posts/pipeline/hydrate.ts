import { type QueryCreator, type RawBuilder, sql } from 'kysely';
import { compiledOnce } from '../../../db/compiled-once.js';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { LISTED_POST_COLUMNS, type ListedPost } from '../post-row.js';
import type { BlogNames } from '../present.js';
import { type VideoMedia, videoMediaColumn } from '../video-view.js';
import type { Viewer } from './viewer.js';

/** A post with what its card shows: its blog, the blogs it credits, its root's notes, the viewer's state. */
export type HydratedPost = ListedPost & {
  blog_title: string;
  blog_uuid: string;
  blog_avatar_shape: string | null;
  /** The blog is adult or nsfw (issue 19). */
  blog_is_adult: boolean;
  parent_blog_name: string | null;
  root_blog_name: string | null;
  root_note_count: number | null;
  liked: boolean;
  followed: boolean;
  /** Whether the viewer's current blog follows the blog a reblog was reblogged from. */
  parent_followed: boolean;
  reblogged: boolean;
  is_subscribed: boolean;
  promoted_tags: string[] | null;
  /** A video post's upload: its renditions and conversion. */
  video_media: VideoMedia | null;
  /** Its blog is spam, blocked by everyone or suspended (moderation/blog-access.ts). */
  blog_withheld: boolean;
};

/** Everything a page of posts needs, by id. */
export interface Hydration {
  posts: Map<string, HydratedPost>;
  names: BlogNames;
}

/**
 * One statement for the whole page: each post with its blog, the names of the blogs a reblog
 * credits, its root's note count, and whether the viewer liked it, reblogged it (as any of their
 * blogs), follows its replies, follows its blog and the blog it was reblogged from; for the viewer's own posts, the tags they
 * promoted it in (the CASE skips that lookup for everyone else's). Every request pays per
 * statement (a round trip, a plan), so hydration is one, never one per post.
 *
 * The tests of the viewer's likes, reblogs and subscriptions read the page's ids at once: one
 * index range each (`user_id, post_id`; `parent_post_id, blog_id`), run once for the statement,
 * instead of a probe per post (pgbench, the bench reader's page of 20: 0.35 -> 0.31 ms). The follow
 * tests need each post's blog, so they stay a probe per post, each ending in `offset 0`. Left free,
 * the planner made them hashed subplans: every request read and hashed all of the viewer's follows
 * to answer twenty posts, which for a reader following 5,000 blogs was 10,000 rows and most of the
 * page's PostgreSQL time (2.2 ms). Now every test costs the page, not the reader's history.
 *
 * `ids` is the page's ids as an array: a parameter, or (dashboard/page.ts) a list's own statement,
 * so that the list and its hydration are one statement. `from` is the database, or one that adds
 * that statement as a common table expression. A list that knows its posts' blogs as well passes
 * them as `blogs`: the test of which the viewer follows is then one index range for the page, like
 * the likes', instead of a probe per post (callgrind, the bench reader's dashboard: 4.31 to 4.22
 * million instructions of PostgreSQL's).
 *
 * What only a reblog has (the names of the blogs it credits, its root's notes) and a video's upload
 * are scalar subqueries behind a CASE, not outer joins: a join node carries every column of the
 * row, and is set up with them for every statement, and the CASE skips the lookup for the posts
 * without one (callgrind, the same page: 4.60 to 4.31 million). The rows come in no order: each
 * caller orders them (by its ids, or dashboard/page.ts by time), which spares PostgreSQL a sort of
 * the wide rows (5.03 to 4.80 million).
 */
export const hydrationQuery = (
  from: QueryCreator<Database>,
  ids: RawBuilder<string[]>,
  userId: string | null,
  currentBlogId: string | null,
  blogIds: string[],
  blogs: RawBuilder<string[]> | null = null,
) =>
  from
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .select(LISTED_POST_COLUMNS.map((c) => `posts.${c}` as const))
    .select([
      'blogs.name as blog_name',
      'blogs.user_id as blog_user_id',
      'blogs.avatar_version as blog_avatar_version',
      'blogs.title as blog_title',
      'blogs.uuid as blog_uuid',
      sql<string | null>`blogs.theme->>'avatar_shape'`.as('blog_avatar_shape'),
      sql<boolean>`blogs.is_adult or blogs.is_nsfw`.as('blog_is_adult'),
      sql<
        string | null
      >`case when posts.parent_blog_id is not null then (select b.name from blogs b where b.id = posts.parent_blog_id) end`.as(
        'parent_blog_name',
      ),
      sql<
        string | null
      >`case when posts.root_blog_id is not null then (select b.name from blogs b where b.id = posts.root_blog_id) end`.as(
        'root_blog_name',
      ),
      sql<
        number | null
      >`case when posts.root_post_id is not null then (select r.note_count from posts r where r.id = posts.root_post_id) end`.as(
        'root_note_count',
      ),
      sql<boolean>`posts.id = any(array(select l.post_id from likes l where l.user_id = ${userId} and l.post_id = any(${ids})))`.as(
        'liked',
      ),
      (blogs
        ? sql<boolean>`posts.blog_id = any(array(select f.followed_blog_id from follows f where f.follower_blog_id = ${currentBlogId} and f.followed_blog_id = any(${blogs})))`
        : sql<boolean>`exists (select 1 from follows f where f.follower_blog_id = ${currentBlogId} and f.followed_blog_id = posts.blog_id offset 0)`
      ).as('followed'),
      // Only reblogs look: originals have no source blog.
      sql<boolean>`posts.parent_blog_id is not null and exists (select 1 from follows f where f.follower_blog_id = ${currentBlogId} and f.followed_blog_id = posts.parent_blog_id offset 0)`.as(
        'parent_followed',
      ),
      sql<boolean>`posts.id = any(array(select r.parent_post_id from posts r where r.parent_post_id = any(${ids}) and r.blog_id = any(${blogIds}::bigint[])))`.as(
        'reblogged',
      ),
      sql<boolean>`posts.id = any(array(select s.post_id from post_subscriptions s where s.user_id = ${userId} and s.post_id = any(${ids})))`.as(
        'is_subscribed',
      ),
      sql<
        string[] | null
      >`case when blogs.user_id = ${userId} then array(select p.tag from promotions p where p.post_id = posts.id order by p.tag) end`.as(
        'promoted_tags',
      ),
      videoMediaColumn.as('video_media'),
      sql<boolean>`blogs.is_spam or blogs.is_uniblocked or blogs.is_suspended or blogs.is_leaving`.as(
        'blog_withheld',
      ),
    ])
    .where('posts.id', '=', sql<string>`any(${ids})`);

/** The page's ids as a parameter. */
export const idArray = (ids: string[]) => sql<string[]>`${ids}::bigint[]`;

const hydrationRows = compiledOnce(
  4,
  (db: Db, ids: string[], userId: string | null, currentBlogId: string | null, blogIds: string[]) =>
    hydrationQuery(db, idArray(ids), userId, currentBlogId, blogIds),
);

/** A page's hydration from its rows: the posts by id, and the names of the blogs its reblogs credit. */
export function hydrationOf(rows: HydratedPost[]): Hydration {
  const names = new Map<string, string>();
  for (const row of rows) {
    if (row.parent_blog_id && row.parent_blog_name) names.set(row.parent_blog_id, row.parent_blog_name);
    if (row.root_blog_id && row.root_blog_name) names.set(row.root_blog_id, row.root_blog_name);
  }
  return { posts: new Map(rows.map((p) => [p.id, p])), names };
}

export async function hydrate(db: Db, ids: string[], viewer: Viewer | null): Promise<Hydration> {
  if (ids.length === 0) return { posts: new Map(), names: new Map() };
  const rows = await hydrationRows(
    db,
    ids,
    viewer?.userId ?? null,
    viewer?.currentBlogId ?? null,
    viewer?.blogIds ?? [],
  );
  return hydrationOf(rows as HydratedPost[]);
}
