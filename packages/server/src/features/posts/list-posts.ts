import type { LISTABLE_STATES, listPostsQuerySchema, PostListResponse } from '@rookery/core';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { SessionInfo } from '../../http/session.js';
import { findBlogByName } from '../blogs/blogs.js';
import { creditedBlogNames } from './blog-names.js';
import type { PostWithBlog } from './post-row.js';
import { presentPost } from './present.js';

type ListQuery = z.output<typeof listPostsQuerySchema>;
const postsOf = (db: Db) => db.selectFrom('posts').selectAll();
type Query = ReturnType<typeof postsOf>;

/** Which rows each listing shows; states are stored as core's storedStateOf keeps them. */
const LISTINGS: Record<(typeof LISTABLE_STATES)[number] | 'public' | 'own', (q: Query) => Query> = {
  public: (q) =>
    q.where('state', '=', 'published').where('is_private', '=', false).where('members_only', '=', false),
  // The owner's page also shows private posts and videos still processing, so nothing saved seems lost.
  own: (q) => q.where('state', 'in', ['published', 'transcoding']),
  published: (q) => q.where('state', '=', 'published').where('is_private', '=', false),
  private: (q) => q.where('state', '=', 'published').where('is_private', '=', true),
  draft: (q) => q.where('state', '=', 'draft'),
  queued: (q) => q.where('state', '=', 'queued').where('publish_on', 'is', null),
  scheduled: (q) => q.where('state', '=', 'queued').where('publish_on', 'is not', null),
};

/**
 * GET /svc/blog/{name}/posts: a blog's posts newest first, keyset by id. Everyone sees published,
 * public posts that are not for members only; the owner may ask for each state.
 */
export async function listBlogPosts(
  db: Db,
  session: SessionInfo | null,
  blogName: string,
  query: ListQuery,
): Promise<PostListResponse> {
  const blog = await findBlogByName(db, blogName);
  if (!blog) throw new NotFoundError();
  const isOwner = session?.userId === blog.user_id;
  if (query.state && !isOwner) throw new ForbiddenError();
  const listing = LISTINGS[query.state ?? (isOwner ? 'own' : 'public')];
  let q = listing(postsOf(db).where('blog_id', '=', blog.id));
  if (query.before) q = q.where('id', '<', query.before);
  const rows = await q
    .orderBy('id', 'desc')
    .limit(query.limit + 1)
    .execute();
  const page: PostWithBlog[] = rows.slice(0, query.limit).map((p) => ({
    ...p,
    blog_name: blog.name,
    blog_user_id: blog.user_id,
    blog_avatar_version: blog.avatar_version,
  }));
  const names = await creditedBlogNames(db, page);
  return {
    posts: page.map((p) => presentPost(p, names)),
    next: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}
