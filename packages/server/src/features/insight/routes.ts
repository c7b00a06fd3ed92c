import { type InsightResponse, insightQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { NotFoundError } from '../../http/errors.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { withCustomPlans } from '../search/custom-plans.js';
import { insight } from './insight.js';

/**
 * GET /svc/admin/insight (issue 20): the insight page's figures, for moderators and admins only;
 * anyone else gets the 404 any unknown address gets, so the admin area does not show itself.
 */
export function insightRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/admin/insight', async (request) => {
    const session = requireSession(request);
    const user = await db
      .selectFrom('users')
      .select('role')
      .where('id', '=', session.userId)
      .executeTakeFirst();
    if (!user?.role) throw new NotFoundError();
    const query = parse(insightQuerySchema, request.query);
    // Planned with the range: a generic plan cannot leave out the event partitions outside it.
    return ok<InsightResponse>(await withCustomPlans(db, (tx) => insight(tx, query)));
  });
}
