import { fastReblogSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { fastReblog } from './fast-reblog.js';

/** Fast reblog and fast queue (spec document 2 §7); the full reblog is the composer's (features/posts). */
export function reblogRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/fast_reblog', async (request) => {
    const session = requireSession(request);
    const input = parse(fastReblogSchema, request.body);
    await assertWithinLimit(deps, 'post', actorOf(request));
    return ok(await fastReblog(deps.db, session, input));
  });
}
