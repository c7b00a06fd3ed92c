import { feedQuerySchema, followSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { loadViewer, type Viewer } from '../posts/pipeline/viewer.js';
import { follow, unfollow } from './follow.js';
import { followingOf } from './following.js';

/** Following as the current blog (spec document 1 §7), and the /following page's list. */
export function socialRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  const viewerOf = async (request: Parameters<typeof requireSession>[0]): Promise<Viewer> =>
    (await loadViewer(db, requireSession(request))) as Viewer;

  app.post('/svc/follow', async (request) => {
    const { tumblelog } = parse(followSchema, request.body);
    const viewer = await viewerOf(request);
    await assertWithinLimit(deps, 'follow', actorOf(request));
    return ok(await follow(db, viewer, tumblelog));
  });

  app.post('/svc/unfollow', async (request) => {
    const { tumblelog } = parse(followSchema, request.body);
    return ok(await unfollow(db, await viewerOf(request), tumblelog));
  });

  app.get('/svc/following', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    return ok(await followingOf(db, await viewerOf(request), query));
  });
}
