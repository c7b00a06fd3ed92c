import { type InsightResponse, insightQuerySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { withCustomPlans } from '../../db/custom-plans.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireModeratorOr404 } from '../moderation/roles.js';
import { insight } from './insight.js';

/**
 * GET /svc/admin/insight (issue 20): the insight page's figures, for moderators and admins only
 * (moderation/roles.ts).
 */
export function insightRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.get('/svc/admin/insight', async (request) => {
    await requireModeratorOr404(db, request);
    const query = parse(insightQuerySchema, request.query);
    // Planned with the range: a generic plan cannot leave out the event partitions outside it.
    return ok<InsightResponse>(await withCustomPlans(db, (tx) => insight(tx, query)));
  });
}
