import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { PUBLISHED } from '../../db/post-states.js';
import { absoluteBlogUrl } from '../blog-hosts/blog-urls.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { tumblrUuid } from '../tumblr/blog-uuid.js';

/**
 * A blog as the API's first endpoints show it: the fields api.md's `/user/info` and `/info`
 * document, and no more. @NOTE The fuller presenter (avatar, theme, `fields[blogs]`) replaces
 * this file; keep its exports' shape.
 */
export interface ApiBlog {
  name: string;
  title: string;
  description: string;
  url: string;
  uuid: string;
  updated: number;
  posts: number;
  followers: number;
  ask: boolean;
  ask_anon?: boolean;
  type: 'public' | 'private';
  primary?: boolean;
  admin?: boolean;
}

/** What is counted for each blog, in two grouped reads for any number of blogs. */
export interface BlogCounts {
  posts: number;
  updated: number;
  followers: number;
}

export async function countsOf(db: Db, blogIds: readonly string[]): Promise<Map<string, BlogCounts>> {
  const counts = new Map<string, BlogCounts>(
    blogIds.map((id) => [id, { posts: 0, updated: 0, followers: 0 }]),
  );
  if (blogIds.length === 0) return counts;
  const [posts, followers] = await Promise.all([
    db
      .selectFrom('posts')
      .select(['blog_id', sql<string>`count(*)`.as('n'), sql<Date | null>`max(published_at)`.as('last')])
      .where('blog_id', 'in', blogIds)
      .where('state', '=', PUBLISHED)
      .groupBy('blog_id')
      .execute(),
    db
      .selectFrom('follows')
      .select(['followed_blog_id', sql<string>`count(*)`.as('n')])
      .where('followed_blog_id', 'in', blogIds)
      .groupBy('followed_blog_id')
      .execute(),
  ]);
  for (const row of posts) {
    const c = counts.get(row.blog_id);
    if (c)
      Object.assign(c, {
        posts: Number(row.n),
        updated: row.last ? Math.floor(row.last.getTime() / 1000) : 0,
      });
  }
  for (const row of followers) {
    const c = counts.get(row.followed_blog_id);
    if (c) c.followers = Number(row.n);
  }
  return counts;
}

/** The blog; `own` adds what only its owner's calls show (primary, admin). */
export function presentApiBlog(row: BlogRow, counts: BlogCounts, own?: { primary: boolean }): ApiBlog {
  return {
    name: row.name,
    title: row.title,
    description: row.description,
    url: absoluteBlogUrl(row.name).replace(/\/?$/, '/'),
    uuid: tumblrUuid(row.uuid),
    updated: counts.updated,
    posts: counts.posts,
    followers: counts.followers,
    ask: row.asks,
    ...(row.asks ? { ask_anon: row.anonymous_asks } : {}),
    type: row.is_private ? 'private' : 'public',
    ...(own ? { primary: own.primary, admin: true } : {}),
  };
}
