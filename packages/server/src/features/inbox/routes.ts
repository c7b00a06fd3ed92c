import { inboxQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { inboxCount, inboxOf } from './inbox.js';

/** A blog's inbox (asks and submissions), for its owner only: anyone else is 403. */
export function inboxRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get<{ Params: { name: string } }>('/svc/blog/:name/inbox', async (request) => {
    const viewer = await requireViewer(db, request);
    const query = parse(inboxQuerySchema, request.query);
    const blog = await requireOwnedBlog(db, viewer.userId, request.params.name);
    return ok(await inboxOf(db, viewer, blog, query));
  });

  app.get<{ Params: { name: string } }>('/svc/blog/:name/inbox/count', async (request) => {
    const session = requireSession(request);
    return ok(await inboxCount(db, await requireOwnedBlog(db, session.userId, request.params.name)));
  });
}
