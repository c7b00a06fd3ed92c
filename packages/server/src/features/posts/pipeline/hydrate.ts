import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { creditedBlogNames } from '../blog-names.js';
import type { PostWithBlog } from '../post-row.js';
import type { BlogNames } from '../present.js';
import type { Viewer } from './viewer.js';

/** A post with what its card shows of its blog. */
export type HydratedPost = PostWithBlog & { blog_title: string; blog_avatar_shape: string | null };

/** Everything a page of posts needs, loaded in a fixed number of batched queries (never one per post). */
export interface Hydration {
  posts: Map<string, HydratedPost>;
  names: BlogNames;
  /** Notes of each root post of the page (originals count their own). */
  noteCounts: Map<string, number>;
  liked: Set<string>;
  followedBlogIds: Set<string>;
}

async function loadPosts(db: Db, ids: string[]): Promise<HydratedPost[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('posts')
    .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
    .selectAll('posts')
    .select([
      'blogs.name as blog_name',
      'blogs.user_id as blog_user_id',
      'blogs.avatar_version as blog_avatar_version',
      'blogs.title as blog_title',
      sql<string | null>`blogs.theme->>'avatar_shape'`.as('blog_avatar_shape'),
    ])
    .where('posts.id', '=', sql<string>`any(${ids}::bigint[])`)
    .execute();
}

async function loadRootNoteCounts(db: Db, posts: HydratedPost[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  const missing = new Set<string>();
  for (const post of posts) {
    if (post.root_post_id) missing.add(post.root_post_id);
    else counts.set(post.id, post.note_count);
  }
  for (const id of counts.keys()) missing.delete(id);
  if (missing.size > 0) {
    const rows = await db
      .selectFrom('posts')
      .select(['id', 'note_count'])
      .where('id', '=', sql<string>`any(${[...missing]}::bigint[])`)
      .execute();
    for (const row of rows) counts.set(row.id, row.note_count);
  }
  return counts;
}

async function loadLiked(db: Db, viewer: Viewer | null, ids: string[]): Promise<Set<string>> {
  if (!viewer || ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('likes')
    .select('post_id')
    .where('user_id', '=', viewer.userId)
    .where('post_id', '=', sql<string>`any(${ids}::bigint[])`)
    .execute();
  return new Set(rows.map((r) => r.post_id));
}

async function loadFollowed(db: Db, viewer: Viewer | null, blogIds: string[]): Promise<Set<string>> {
  if (!viewer?.currentBlogId || blogIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('follows')
    .select('followed_blog_id')
    .where('follower_blog_id', '=', viewer.currentBlogId)
    .where('followed_blog_id', '=', sql<string>`any(${blogIds}::bigint[])`)
    .execute();
  return new Set(rows.map((r) => r.followed_blog_id));
}

/** Loads a page of posts and all they show; the queries after the first run together. */
export async function hydrate(db: Db, ids: string[], viewer: Viewer | null): Promise<Hydration> {
  const rows = await loadPosts(db, ids);
  const blogIds = [...new Set(rows.map((p) => p.blog_id))];
  const [names, noteCounts, liked, followedBlogIds] = await Promise.all([
    creditedBlogNames(db, rows),
    loadRootNoteCounts(db, rows),
    loadLiked(db, viewer, ids),
    loadFollowed(db, viewer, blogIds),
  ]);
  return { posts: new Map(rows.map((p) => [p.id, p])), names, noteCounts, liked, followedBlogIds };
}
