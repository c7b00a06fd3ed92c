import { feedQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { listReads } from '../../db/replica.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { newestSkeleton, trendingSkeleton } from './skeleton.js';

/** GET /svc/explore/trending and /svc/explore/newest, for visitors too. */
export function exploreRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  // List reads: the replica's, when there is one (db/replica.ts).
  app.get('/svc/explore/trending', async (request) => {
    const viewer = await loadViewer(db, request.session);
    const reads = listReads(deps, request);
    return ok(await runPipeline(reads, viewer, await trendingSkeleton(reads, viewer)));
  });

  app.get('/svc/explore/newest', async (request) => {
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(db, request.session);
    const reads = listReads(deps, request);
    return ok(await runPipeline(reads, viewer, await newestSkeleton(reads, query, viewer)));
  });
}
