import { feedQuerySchema, TAG_MAX_LENGTH } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { runPipeline } from '../posts/pipeline/run.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { withPromoted } from '../promote/lead.js';
import { taggedSkeleton } from './skeleton.js';

export const params = z.object({ tag: z.string().trim().min(1).max(TAG_MAX_LENGTH) });

/** GET /svc/tagged/{tag}: the site's public posts with a tag, for visitors too; promoted posts lead. */
export function taggedRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/tagged/:tag', async (request) => {
    const { tag } = parse(params, request.params);
    const query = parse(feedQuerySchema, request.query);
    const viewer = await loadViewer(db, request.session);
    const skeleton = await withPromoted(
      db,
      tag,
      taggedSkeleton(db, tag, query, viewer),
      !query.before,
      viewer,
    );
    return ok(await runPipeline(db, viewer, skeleton));
  });
}
