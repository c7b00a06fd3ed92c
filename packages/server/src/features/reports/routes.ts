import { reportSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { createReport } from './reports.js';

/** Reports (issue 19): any member reports a post, a message, an ask or a blog to the moderators. */
export function reportRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/svc/report', async (request) => {
    const input = parse(reportSchema, request.body);
    const viewer = await requireViewer(deps.db, request);
    await assertWithinLimit(deps, 'report', actorOf(request));
    return ok(await createReport(deps.db, { userId: viewer.userId, blogId: viewer.currentBlogId }, input));
  });
}
