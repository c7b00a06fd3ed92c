import { promoteSchema, unpromoteSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { promotePost, unpromotePost } from './promote.js';

/** Promote and unpromote a post in a tag (spec document 2 §7). */
export function promoteRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post('/svc/promote', async (request) => {
    const viewer = await requireViewer(db, request);
    return ok(await promotePost(db, viewer, parse(promoteSchema, request.body)));
  });

  app.post('/svc/unpromote', async (request) => {
    const viewer = await requireViewer(db, request);
    return ok(await unpromotePost(db, viewer, parse(unpromoteSchema, request.body)));
  });
}
