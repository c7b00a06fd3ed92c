import { Readable } from 'node:stream';
import {
  AVATAR_SIZES,
  avatarSizeStep,
  type BlogResponse,
  blogSettingsSchema,
  type CreatedBlogResponse,
  createBlogSchema,
  readFlag,
  settingsSaveSchema,
} from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { loadCurrentUser } from '../accounts/current-user.js';
import { standingOf } from '../blog-card/card.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { avatarImage } from './avatars.js';
import type { BlogRow } from './blog-row.js';
import {
  findBlogByName,
  findReadableBlog,
  followersCount,
  insertBlog,
  requireOwnedBlog,
  saveShareSettings,
  updateBlogSettings,
} from './blogs.js';
import { exportBlog } from './export.js';
import { presentBlog, presentOwnBlog } from './present.js';

export const dataQuery = z.object({
  tumblelog: z.string().min(1),
  include_member_data: z.preprocess(readFlag, z.boolean()).optional(),
});

export function blogRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;

  async function presentOwn(blog: BlogRow, userId: string) {
    const user = await db
      .selectFrom('users')
      .select('primary_blog_id')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    return presentOwnBlog(blog, user.primary_blog_id === blog.id, await followersCount(db, blog.id));
  }

  app.post('/svc/blog/create', async (request) => {
    const session = requireSession(request);
    const input = parse(createBlogSchema, request.body);
    const blog = await db.transaction().execute((tx) => insertBlog(tx, deps.media, session.userId, input));
    // The user's sessions are read again, so every list knows the new blog is theirs.
    app.sessionCache.forgetUser(session.userId);
    return ok<CreatedBlogResponse>({
      blog: await presentOwn(blog, session.userId),
      user: await loadCurrentUser(db, session),
    });
  });

  app.post<{ Params: { name: string } }>('/svc/blog/:name/settings', async (request) => {
    const session = requireSession(request);
    const blog = await requireOwnedBlog(db, session.userId, request.params.name);
    const updated = await updateBlogSettings(db, blog, parse(blogSettingsSchema, request.body));
    return ok<BlogResponse>({ blog: await presentOwn(updated, session.userId) });
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/export', async (request, reply) => {
    const blog = await requireOwnedBlog(db, requireSession(request).userId, request.params.name);
    return reply
      .type('application/json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${blog.name}.json"`)
      .send(Readable.from(exportBlog(db, blog)));
  });

  /** Spec document 1 §7: the blog data is the envelope's `response`. */
  app.get('/svc/data/tumblelog', async (request) => {
    const query = parse(dataQuery, request.query);
    const session = request.session;
    const blog = await findReadableBlog(db, query.tumblelog, session?.userId);
    if (!blog) throw new NotFoundError();
    if (query.include_member_data && session && blog.user_id === session.userId) {
      return ok(await presentOwn(blog, session.userId));
    }
    const current = (await loadViewer(db, session))?.currentBlogId ?? null;
    if (!current || current === blog.id) return ok(presentBlog(blog));
    const standing = await standingOf(db, current, blog.id);
    return ok(
      presentBlog(blog, {
        following: standing.following_since !== null,
        subscribed: standing.is_subscribed,
        blocking: standing.is_blocking,
      }),
    );
  });

  /** Spec document 1 §7: the two share switches, as on/off form fields. */
  app.post('/settings/save', async (request) => {
    const session = requireSession(request);
    const input = parse(settingsSaveSchema, request.body);
    const blog = await requireOwnedBlog(db, session.userId, input.tumblelog_name_or_id);
    const updated = await saveShareSettings(db, blog, input.tumblelog);
    return ok<BlogResponse>({ blog: await presentOwn(updated, session.userId) });
  });

  // Without a size, or with one that is no number, the spec's default (document 1 §9: 128).
  app.get<{ Params: { name: string; size?: string } }>('/avatar/:name/:size?', async (request, reply) => {
    const blog = await findBlogByName(db, request.params.name);
    if (!blog) throw new NotFoundError();
    const size = avatarSizeStep(Number(request.params.size) || AVATAR_SIZES[7]);
    const versioned = (request.query as { v?: string }).v !== undefined;
    // A new avatar bumps the version: a browser holding this one revalidates without a download.
    const etag = `"${blog.id}-${blog.avatar_version}-${size}"`;
    reply
      .header('etag', etag)
      .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    if (request.headers['if-none-match']?.includes(etag)) return reply.code(304).send();
    return reply.type('image/png').send(await avatarImage(deps, blog, size));
  });
}
