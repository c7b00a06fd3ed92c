import { normalizePostType, type PostType } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { newestFirst, PUBLIC } from '../posts/list-posts.js';
import { presentBlogInfo } from '../tumblr/present/blog-info.js';
import { loadBlogInfo } from '../tumblr/present/load-blogs.js';
import { answer, badRequest, notFound } from './answers.js';
import { readableBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import {
  API_PAGE_MAX,
  type ApiQuery,
  apiViewer,
  atOffset,
  beforeSecond,
  idParam,
  intParam,
  listParam,
  nextLink,
  postFormatOf,
  presentPosts,
  secondsParam,
} from './read-kit.js';

type BlogRequest = FastifyRequest<{ Params: { blog: string; which?: string }; Querystring: ApiQuery }>;

/** States `/posts?id=` never answers, even to the owner: it reads published posts. */
const UNLISTED = ['draft', 'queued', 'submission'];

/** "a maximum of four tags can be provided" (api.md `/posts`). */
const MAX_TAGS = 4;

function tagsOf(query: ApiQuery): string[] {
  const list = listParam(query, 'tag');
  if (list.length > MAX_TAGS) throw badRequest(`At most ${MAX_TAGS} tags may be given.`);
  return list.map((t) => t.trim().toLowerCase());
}

/**
 * Which of the blog's posts a `/posts` read lists: published ones (its owner's private ones too,
 * as on the blog's own page), of a type, with every tag asked for. A public post's tags are read
 * from post_tags, as the web client's tag pages do; the owner's from the post itself.
 */
function postsWhere(isOwner: boolean, type: PostType | undefined, tags: string[]): RawBuilder<boolean> {
  const conditions = [isOwner ? sql<boolean>`p.state = 'published'` : PUBLIC];
  if (type) conditions.push(sql<boolean>`p.type = ${type}`);
  for (const tag of tags)
    conditions.push(
      isOwner
        ? sql<boolean>`exists (select 1 from unnest(p.tags) as t(tag) where lower(t.tag) = ${tag})`
        : sql<boolean>`exists (select 1 from post_tags t where t.post_id = p.id and t.tag = ${tag})`,
    );
  return sql<boolean>`(${sql.join(conditions, sql` and `)})`;
}

async function countPosts(db: Db, blog: BlogRow, where: RawBuilder<boolean>): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    select count(*)::int as n from posts p where p.blog_id = ${blog.id} and ${where}`.execute(db);
  return rows[0]?.n ?? 0;
}

/**
 * The blog's posts published between `after` and `before` (seconds), in `sort` order of their
 * time: what `after` and `sort=asc` ask of `/posts`.
 */
async function byTime(
  db: Db,
  blog: BlogRow,
  where: RawBuilder<boolean>,
  { sort, before, after, take }: { sort: 'asc' | 'desc'; before?: number; after?: number; take: number },
) {
  const direction = sort === 'asc' ? sql`asc` : sql`desc`;
  const rows = await sql<{ id: string }>`
    select p.id from posts p
    where p.blog_id = ${blog.id} and ${where}
      and (${before ?? null}::bigint is null or p.published_at < to_timestamp(${before ?? null}::bigint))
      and (${after ?? null}::bigint is null or p.published_at > to_timestamp(${after ?? null}::bigint))
    order by p.published_at ${direction}, p.id ${direction} limit ${take + 1}`.execute(db);
  return { ids: rows.rows.slice(0, take).map((r) => r.id), next: rows.rows.length > take ? 'more' : null };
}

/** The query of the page after this one: by the time of its last post when paged by time, else by offset. */
function nextPage(
  posts: readonly Record<string, unknown>[],
  { sort, before, after, offset }: { sort: string; before?: number; after?: number; offset: number },
): Record<string, number> {
  const last = Number(posts.at(-1)?.timestamp);
  if (sort === 'asc' && after !== undefined) return { after: last };
  if (sort === 'desc' && before !== undefined) return { before: last };
  return { offset };
}

/**
 * GET /v2/blog/{id}/posts[/{type}] (api.md "/posts"): the blog's published posts newest first,
 * by `offset` or `before`/`after` (not both), `sort` asc or desc, with `tag`, `id`, `reblog_info`, `notes_info`, `npf`;
 * `blog` as `/info` answers it, `total_posts`, and `_links.next` while more remain.
 */
async function blogPosts(db: Db, request: BlogRequest, type: PostType | undefined) {
  const caller = await apiCaller(request, 'api_key');
  const blog = await readableBlog(request, caller, request.params.blog);
  const viewer = await apiViewer(db, caller);
  const isOwner = viewer?.userId === blog.user_id;
  const query = request.query;
  const format = postFormatOf(query);
  const info = await loadBlogInfo(db, blog, viewer);
  const id = idParam(query, 'id');
  if (id) {
    const posts = await presentPosts(db, [id], viewer, format);
    const post = posts.find((p) => p.blog_name === blog.name && !UNLISTED.includes(p.state as string));
    if (!post) throw notFound('Post not found.');
    return answer({ blog: presentBlogInfo(info.blog, info.relation), posts: [post], total_posts: 1 });
  }
  const limit = intParam(query, 'limit', 1, API_PAGE_MAX, API_PAGE_MAX);
  const before = secondsParam(query, 'before');
  const after = secondsParam(query, 'after');
  if ((before !== undefined || after !== undefined) && query.offset !== undefined)
    throw badRequest('Give either offset or before and after, not both.');
  const sort = query.sort === undefined || query.sort === '' ? 'desc' : query.sort;
  if (sort !== 'asc' && sort !== 'desc') throw badRequest('sort must be asc or desc.');
  const offset = intParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const tags = tagsOf(query);
  const where = postsWhere(isOwner, type, tags);
  // Everyone's unfiltered list is what `/info` counts, already read with the blog.
  const counted = !isOwner && !type && tags.length === 0;
  // Newest first is the blog page's own list; `after` and `sort=asc` read the same posts by time.
  const plain = sort === 'desc' && after === undefined;
  const [page, total] = await Promise.all([
    atOffset(offset, limit, (take) =>
      plain
        ? newestFirst(db, blog, { limit: take, ...(before ? { before: beforeSecond(before) } : {}) }, where)
        : byTime(db, blog, where, { sort, before, after, take }),
    ),
    counted ? info.blog.posts : countPosts(db, blog, where),
  ]);
  const posts = await presentPosts(db, page.ids, viewer, format);
  const path = `/blog/${blog.name}/posts${type ? `/${type}` : ''}`;
  return answer({
    blog: presentBlogInfo(info.blog, info.relation),
    posts,
    total_posts: total,
    ...(page.more
      ? {
          _links: {
            next: nextLink(path, query, nextPage(posts, { sort, before, after, offset: offset + limit })),
          },
        }
      : {}),
  });
}

/**
 * GET /v2/blog/{id}/posts/{post-id} (api.md "Fetching a Post"): one post, NPF unless
 * `post_format=legacy`. Anyone with an API key reads a public post; its owner reads it in any
 * state. Another blog's post, or one the caller may not read, is not found.
 */
async function onePost(db: Db, request: BlogRequest, id: string) {
  const caller = await apiCaller(request, 'api_key');
  const blog = await readableBlog(request, caller, request.params.blog);
  const viewer = await apiViewer(db, caller);
  const format = request.query.post_format;
  if (format !== undefined && format !== 'npf' && format !== 'legacy')
    throw badRequest('post_format must be npf or legacy.');
  const [post] = await presentPosts(db, [id], viewer, {
    npf: format !== 'legacy',
    reblogInfo: false,
    notesInfo: false,
  });
  if (!post || post.blog_name !== blog.name) throw notFound('Post not found.');
  return answer(post);
}

/** The blog's published posts (by type), and one post by id (owner-posts.ts has the rest). */
export function blogPostReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/blog/:blog/posts', (request: BlogRequest) => blogPosts(db, request, undefined));
  // `/posts/{type}` and `/posts/{post-id}` share one path: a type's name, or a post's id.
  scope.get('/blog/:blog/posts/:which', (request: BlogRequest) => {
    const which = request.params.which ?? '';
    if (/^\d{1,19}$/.test(which)) return onePost(db, request, which);
    const type = normalizePostType(which);
    if (!type) throw notFound('Not found.');
    return blogPosts(db, request, type);
  });
}
