import { blogSubscriptionSchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { subscribe, unsubscribe } from './subscriptions.js';

type Named = { Params: { name: string } };

/** Subscribing to a blog as the current blog (spec document 1 §7): POST subscribes, DELETE ends it. */
export function subscriptionRoutes(app: FastifyInstance, { db }: AppDeps): void {
  app.post<Named>('/svc/blog/:name/subscription', async (request) => {
    const { source } = parse(blogSubscriptionSchema, request.body);
    return ok(await subscribe(db, await requireViewer(db, request), request.params.name, source));
  });

  app.delete<Named>('/svc/blog/:name/subscription', async (request) => {
    parse(blogSubscriptionSchema, request.body);
    return ok(await unsubscribe(db, await requireViewer(db, request), request.params.name));
  });
}
