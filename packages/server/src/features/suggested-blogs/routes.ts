import { suggestedBlogsQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { suggestedBlogs } from './suggested-blogs.js';

/** GET /svc/blogs/suggested: "Check out these blogs", for visitors too. */
export function suggestedBlogRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/blogs/suggested', async (request) => {
    const { limit } = parse(suggestedBlogsQuerySchema, request.query);
    return ok(await suggestedBlogs(db, await loadViewer(db, request.session), limit));
  });
}
