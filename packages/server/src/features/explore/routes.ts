import { feedQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { newestSkeleton, trendingSkeleton } from './skeleton.js';

/** GET /svc/explore/trending and /svc/explore/newest, for visitors too. */
export function exploreRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/explore/trending', async (request) => {
    const viewer = await loadViewer(db, request.session);
    return ok(await runPipeline(db, viewer, await trendingSkeleton(db, viewer)));
  });

  app.get('/svc/explore/newest', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(db, request.session);
    return ok(await runPipeline(db, viewer, await newestSkeleton(db, query, viewer)));
  });
}
