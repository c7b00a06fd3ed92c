import { fastReblogSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { fastReblog } from './fast-reblog.js';

/** Fast reblog and fast queue (spec document 2 §7); the full reblog is the composer's (features/posts). */
export function reblogRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/fast_reblog', async (request) => {
    const session = requireSession(request);
    return ok(await fastReblog(db, session, parse(fastReblogSchema, request.body)));
  });
}
