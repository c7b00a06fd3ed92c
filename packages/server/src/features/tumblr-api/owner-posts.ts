import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { queueOf } from '../posts/list-posts.js';
import type { Viewer } from '../posts/pipeline/viewer.js';
import { answer } from './answers.js';
import { ownedBlog } from './blog-identifier.js';
import { apiCaller } from './caller.js';
import {
  API_PAGE_MAX,
  type ApiQuery,
  apiViewer,
  atOffset,
  idParam,
  intParam,
  nextLink,
  postFormatOf,
  presentPosts,
} from './read-kit.js';

/** The posts only a blog's owner reads (api.md `/posts/queue`, `/posts/draft`, `/posts/submission`). */

type BlogRequest = FastifyRequest<{ Params: { blog: string }; Querystring: ApiQuery }>;

/** A list only the blog's owner reads, in the web client's order, presented as `/posts` presents. */
async function ownerList(
  db: Db,
  request: BlogRequest,
  read: (blog: BlogRow, query: ApiQuery) => Promise<{ ids: string[]; next: ApiQueryNext }>,
  path: string,
) {
  const caller = await apiCaller(request, 'read');
  const blog = await ownedBlog(request, caller, request.params.blog);
  const viewer = (await apiViewer(db, caller, blog.id)) as Viewer;
  const { ids, next } = await read(blog, request.query);
  const posts = await presentPosts(db, ids, viewer, postFormatOf(request.query));
  return answer({
    posts,
    ...(next ? { _links: { next: nextLink(`/blog/${blog.name}${path}`, request.query, next) } } : {}),
  });
}

type ApiQueryNext = Record<string, string | number> | null;

/** The queue, in publishing order (the web client's queueOf), by `offset`. */
async function queuePage(db: Db, blog: BlogRow, query: ApiQuery) {
  const limit = intParam(query, 'limit', 1, API_PAGE_MAX, API_PAGE_MAX);
  const offset = intParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const page = await atOffset(offset, limit, (take) => queueOf(db, blog.id, { limit: take }));
  return { ids: page.ids, next: page.more ? { offset: offset + limit } : null };
}

/**
 * Drafts or submissions newest first, as Tumblr lists them: drafts by `before_id` (api.md
 * `/posts/draft`), submissions by `offset` (`/posts/submission`), 20 a page.
 */
async function byState(
  db: Db,
  blog: BlogRow,
  state: 'draft' | 'unapproved',
  query: ApiQuery,
): Promise<{ ids: string[]; next: ApiQueryNext }> {
  const beforeId = state === 'draft' ? idParam(query, 'before_id') : undefined;
  const offset = state === 'draft' ? 0 : intParam(query, 'offset', 0, Number.MAX_SAFE_INTEGER, 0);
  const rows = await db
    .selectFrom('posts')
    .select('id')
    .where('blog_id', '=', blog.id)
    .where('state', '=', state)
    .$if(beforeId !== undefined, (q) => q.where('id', '<', beforeId!))
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(API_PAGE_MAX + 1)
    .execute();
  const ids = rows.slice(0, API_PAGE_MAX).map((r) => r.id);
  const more = rows.length > API_PAGE_MAX;
  if (!more) return { ids, next: null };
  return {
    ids,
    next: state === 'draft' ? { before_id: ids.at(-1) as string } : { offset: offset + API_PAGE_MAX },
  };
}

/** The queue, drafts and submissions of the caller's blog. */
export function ownerPostReads(scope: FastifyInstance, { db }: AppDeps): void {
  scope.get('/blog/:blog/posts/queue', (request: BlogRequest) =>
    ownerList(db, request, (blog, query) => queuePage(db, blog, query), '/posts/queue'),
  );
  scope.get('/blog/:blog/posts/draft', (request: BlogRequest) =>
    ownerList(db, request, (blog, query) => byState(db, blog, 'draft', query), '/posts/draft'),
  );
  scope.get('/blog/:blog/posts/submission', (request: BlogRequest) =>
    ownerList(db, request, (blog, query) => byState(db, blog, 'unapproved', query), '/posts/submission'),
  );
}
