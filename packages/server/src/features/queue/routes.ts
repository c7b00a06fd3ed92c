import { reorderQueueSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { requireOwnedBlog } from '../blogs/blogs.js';
import { reorderQueue } from './reorder.js';

/** The owner orders their queue; the queue job publishes in that order (jobs/publish-queue.ts). */
export function queueRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post<{ Params: { name: string } }>('/svc/blog/:name/queue/reorder', async (request) => {
    const session = requireSession(request);
    const blog = await requireOwnedBlog(db, session.userId, request.params.name);
    const { post_ids } = parse(reorderQueueSchema, request.body);
    return ok(await reorderQueue(db, blog, post_ids));
  });
}
