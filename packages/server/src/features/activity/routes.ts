import { activityQuerySchema, activityReadSchema } from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { activityOf, markActivityRead, unreadActivity } from './activity.js';

/** The header's activity menu: a blog's items, the unread counts, marking read. */
export function activityRoutes(app: FastifyInstance, { db }: AppDeps): void {
  const viewerOf = (request: FastifyRequest) => requireViewer(db, request);

  app.get('/svc/activity', async (request) =>
    ok(await activityOf(db, await viewerOf(request), parse(activityQuerySchema, request.query))),
  );

  app.get('/svc/activity/unread', async (request) => ok(await unreadActivity(db, await viewerOf(request))));

  app.post('/svc/activity/read', async (request) =>
    ok(await markActivityRead(db, await viewerOf(request), parse(activityReadSchema, request.body))),
  );
}
