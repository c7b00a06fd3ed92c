import { AVATAR_SIZES, avatarUrl } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import { absoluteBlogUrl, absoluteSiteUrl } from '../blog-hosts/blog-urls.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { unixSeconds } from '../tumblr/api-date.js';
import { loadBlogSources } from '../tumblr/present/load-blogs.js';
import { shortBlogInfo } from '../tumblr/present/short-blog.js';
import { answer, badRequest, forbidden } from './answers.js';
import { ownedBlog, readableBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import { likedPage } from './liked-posts.js';
import { type ApiQuery, apiViewer, intParam, nextLink } from './read-kit.js';

type BlogRequest = FastifyRequest<{ Params: { blog: string; size?: string }; Querystring: ApiQuery }>;

/** api.md `/avatar`: "The default size is 64x64." */
const DEFAULT_SIZE = 64;

/** `limit` (1–20) and `offset` of the lists of blogs. */
function window(query: ApiQuery) {
  return {
    limit: intParam(query, 'limit', 1, 20, 20),
    offset: intParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER, 0),
  };
}

/**
 * Blogs by name in the order given, as short blog infos, with whether `viewer`'s current blog
 * follows each (load-blogs.ts); a blog a moderator withheld is left out, as everywhere in the API.
 */
export async function blogsInOrder(db: Db, names: readonly string[], viewer: Viewer | null) {
  const sources = await loadBlogSources(db, names, viewer);
  return names.flatMap((name) => {
    const source = sources.get(name);
    return source ? [{ source, info: shortBlogInfo(source) }] : [];
  });
}

/** The lists of blogs a blog has: whom it follows, who follows it, whom it blocks. */
const RELATIONS = {
  following: { table: 'follows', own: 'follower_blog_id', other: 'followed_blog_id' },
  followers: { table: 'follows', own: 'followed_blog_id', other: 'follower_blog_id' },
  blocks: { table: 'blocks', own: 'blocker_blog_id', other: 'blocked_blog_id' },
} as const;

/**
 * A page of one of a blog's lists of blogs, most recent first, by `offset` (`limit` 1–20): the
 * blogs (as blogsInOrder), how many the list holds, and whether more follow the page.
 */
export async function relatedBlogs(
  db: Db,
  relation: keyof typeof RELATIONS,
  blogId: string,
  query: ApiQuery,
  viewer: Viewer | null,
) {
  const { limit, offset } = window(query);
  const { table, own, other } = RELATIONS[relation];
  const [rows, total] = await Promise.all([
    sql<{ name: string }>`
      select b.name from ${sql.table(table)} r join blogs b on b.id = r.${sql.ref(other)}
      where r.${sql.ref(own)} = ${blogId}
      order by r.created_at desc, r.${sql.ref(other)} desc offset ${offset} limit ${limit + 1}`.execute(db),
    sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(table)} where ${sql.ref(own)} = ${blogId}`.execute(db),
  ]);
  const names = rows.rows.slice(0, limit).map((r) => r.name);
  return {
    blogs: await blogsInOrder(db, names, viewer),
    total: total.rows[0]?.n ?? 0,
    next: rows.rows.length > limit ? offset + limit : null,
  };
}

/** The blogs one follows (`/blog/{id}/following`, `/user/following`), with their count. */
export async function followingOf(db: Db, blogId: string | null, query: ApiQuery, viewer: Viewer | null) {
  if (!blogId) return { blogs: [], total_blogs: 0 };
  const { blogs, total } = await relatedBlogs(db, 'following', blogId, query, viewer);
  return { blogs: blogs.map((b) => b.info), total_blogs: total };
}

/**
 * GET /v2/blog/{id}/avatar[/{size}] (api.md `/avatar`): the avatar at one of Tumblr's nine sizes
 * (Rookery keeps the same nine). Answered as a redirect to the image, so the address works in an
 * `img` tag, with the Tumblr envelope and `avatar_url` in its body for clients that read it (as
 * tumblr.js does, which follows no redirect).
 */
async function avatar(request: BlogRequest, reply: import('fastify').FastifyReply) {
  const caller = await apiCaller(request, 'none');
  const blog = await readableBlog(request, caller, request.params.blog);
  const size = request.params.size === undefined ? DEFAULT_SIZE : Number(request.params.size);
  if (!(AVATAR_SIZES as readonly number[]).includes(size))
    throw badRequest(`The size must be one of ${AVATAR_SIZES.join(', ')}.`);
  const url = absoluteSiteUrl(avatarUrl(blog.name, size, blog.avatar_version));
  return reply
    .status(302)
    .header('location', url)
    .send(answer({ avatar_url: url }, 302));
}

/**
 * GET /v2/blog/{id}/likes (api.md `/likes`): "the publicly exposed likes from a blog". Rookery
 * shares no blog's likes (its `/info` says `share_likes: false`), so others are refused as
 * Tumblr refuses a blog that keeps its likes to itself; its owner reads the likes made as it.
 */
async function blogLikes(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'api_key');
  const blog = await readableBlog(request, caller, request.params.blog);
  if (caller.user?.id !== blog.user_id) throw forbidden('This blog doesn’t share its likes.');
  const viewer = await apiViewer(db, caller, blog.id);
  return answer(
    await likedPage(db, viewer as Viewer, { blogId: blog.id }, request.query, `/blog/${blog.name}/likes`),
  );
}

/**
 * GET /v2/blog/{id}/followers (api.md `/followers`): who follows the caller's blog, most recent
 * first; `following` says whether the blog follows them back.
 */
async function followers(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'read');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const viewer = await apiViewer(db, caller, blog.id);
  const { blogs, total } = await relatedBlogs(db, 'followers', blog.id, request.query, viewer);
  return answer({
    total_users: total,
    users: blogs.map(({ source }) => ({
      name: source.name,
      following: source.followed,
      url: absoluteBlogUrl(source.name),
      updated: source.updated ? unixSeconds(source.updated) : 0,
    })),
  });
}

/** GET /v2/blog/{id}/followed_by?query= (api.md `/followed_by`): whether that blog follows the caller's. */
async function followedBy(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'read');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const name = request.query.query;
  if (typeof name !== 'string' || name.trim() === '') throw badRequest('The parameter query is required.');
  const row = await db
    .selectFrom('follows as f')
    .innerJoin('blogs as b', 'b.id', 'f.follower_blog_id')
    .select('f.follower_blog_id')
    .where('b.name', '=', name.trim().toLowerCase())
    .where('f.followed_blog_id', '=', blog.id)
    .executeTakeFirst();
  return answer({ followed_by: row !== undefined });
}

/** GET /v2/blog/{id}/blocks (api.md `/blocks`): the blogs the caller's blog blocks, most recent first. */
async function blocks(db: Db, request: BlogRequest) {
  const caller = await apiCaller(request, 'read');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const { blogs, next } = await relatedBlogs(db, 'blocks', blog.id, request.query, null);
  return answer({
    blocked_tumblelogs: blogs.map((b) => b.info),
    ...(next
      ? { _links: { next: nextLink(`/blog/${blog.name}/blocks`, request.query, { offset: next }) } }
      : {}),
  });
}

/** A blog's reads other than its posts: avatar, likes, following, followers, followed_by, blocks. */
export function blogReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/blog/:blog/avatar', (request: BlogRequest, reply) => avatar(request, reply));
  scope.get('/blog/:blog/avatar/:size', (request: BlogRequest, reply) => avatar(request, reply));
  scope.get('/blog/:blog/likes', (request: BlogRequest) => blogLikes(db, request));
  scope.get('/blog/:blog/following', async (request: BlogRequest) => {
    const caller = await apiCaller(request, 'read');
    const blog = await ownedBlog(request, caller, request.params.blog);
    return answer(await followingOf(db, blog.id, request.query, await apiViewer(db, caller, blog.id)));
  });
  scope.get('/blog/:blog/followers', (request: BlogRequest) => followers(db, request));
  scope.get('/blog/:blog/followed_by', (request: BlogRequest) => followedBy(db, request));
  scope.get('/blog/:blog/blocks', (request: BlogRequest) => blocks(db, request));
}
