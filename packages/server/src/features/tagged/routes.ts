import { feedQuerySchema, TAG_MAX_LENGTH } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listReads } from '../../db/replica.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { withPromoted } from '../promote/lead.js';
import { taggedSkeleton } from './skeleton.js';

export const params = z.object({ tag: z.string().trim().min(1).max(TAG_MAX_LENGTH) });

/** GET /svc/tagged/{tag}: the site's public posts with a tag, for visitors too; promoted posts lead. */
export function taggedRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get('/svc/tagged/:tag', async (request) => {
    const { tag } = parse(params, request.params);
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(deps.db, request.session);
    // A list read: the replica's, when there is one (db/replica.ts).
    const reads = listReads(deps, request);
    const skeleton = await withPromoted(
      reads,
      tag,
      taggedSkeleton(reads, tag, query, viewer),
      !query.before,
      viewer,
    );
    return ok(await runPipeline(reads, viewer, skeleton));
  });
}
