import { feedQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { dashboardSkeleton } from './skeleton.js';

/** GET /svc/dashboard: the signed-in user's feed, newest first, a keyset page at a time. */
export function dashboardRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/dashboard', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(db, requireSession(request));
    if (!viewer) return ok({ posts: [], next: null });
    return ok(await runPipeline(db, viewer, await dashboardSkeleton(db, viewer, query)));
  });
}
