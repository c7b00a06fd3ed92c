import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { BlogRow } from '../../blogs/blog-row.js';
import type { Viewer } from '../../posts/pipeline/viewer.js';
import type { BlogRelation, TumblrBlogInfoSource } from './blog-info.js';
import type { TumblrBlogSource } from './sources.js';

/** When a blog last published a post anyone may read: the newest row of its published-posts index. */
const lastPublished = sql<Date | null>`(
  select p.published_at from posts p
  where p.blog_id = blogs.id and p.state = 'published' and not p.is_private and not p.members_only
  order by p.published_at desc limit 1)`;

/**
 * The blogs a page of posts names, by name, in one statement: each with when it last published
 * and whether the reader's current blog follows it. Blogs a moderator withheld are left out, as
 * their posts are: a trail step or mention of one reads as a blog that is gone.
 */
export async function loadBlogSources(
  db: Db,
  names: readonly string[],
  viewer: Viewer | null,
): Promise<Map<string, TumblrBlogSource>> {
  if (names.length === 0) return new Map();
  const rows = await db
    .selectFrom('blogs')
    .select([
      'id',
      'name',
      'uuid',
      'title',
      'description',
      'avatar_version',
      'theme',
      'asks',
      'anonymous_asks',
      'ask_page_title',
      'can_receive_messages',
      'is_adult',
      'is_nsfw',
      lastPublished.as('updated'),
      sql<boolean>`exists (select 1 from follows f where f.follower_blog_id = ${viewer?.currentBlogId ?? null} and f.followed_blog_id = blogs.id)`.as(
        'followed',
      ),
    ])
    .where('name', '=', sql<string>`any(${[...names]}::text[])`)
    .where(sql<boolean>`not (blogs.is_spam or blogs.is_uniblocked or blogs.is_suspended or blogs.is_leaving)`)
    .execute();
  return new Map(rows.map((row) => [row.name, row]));
}

/** A blog with its count of posts anyone may read and the reader's relation to it (`/info`). */
export async function loadBlogInfo(
  db: Db,
  blog: BlogRow,
  viewer: Viewer | null,
): Promise<{ blog: TumblrBlogInfoSource; relation: BlogRelation | null }> {
  const reader = viewer?.currentBlogId ?? null;
  const row = await db
    .selectFrom('blogs')
    .select([
      lastPublished.as('updated'),
      sql<number>`(select count(*) from posts p where p.blog_id = blogs.id and p.state = 'published' and not p.is_private and not p.members_only)::int`.as(
        'posts',
      ),
      sql<boolean>`exists (select 1 from follows f where f.follower_blog_id = ${reader} and f.followed_blog_id = blogs.id)`.as(
        'followed',
      ),
      sql<boolean>`exists (select 1 from blog_subscriptions s where s.subscriber_blog_id = ${reader} and s.blog_id = blogs.id)`.as(
        'subscribed',
      ),
      sql<boolean>`exists (select 1 from blocks b where b.blocker_blog_id = ${reader} and b.blocked_blog_id = blogs.id)`.as(
        'blocked',
      ),
    ])
    .where('id', '=', blog.id)
    .executeTakeFirstOrThrow();
  const { followed, subscribed, blocked, ...counts } = row;
  return {
    blog: { ...blog, ...counts, followed },
    relation: viewer ? { followed, subscribed, blocked } : null,
  };
}
