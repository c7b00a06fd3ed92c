import { notesQuerySchema, postIdSchema, replySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { requireViewer } from '../posts/pipeline/viewer.js';
import { notesOf } from './notes.js';
import { replyToPost } from './reply.js';
import { subscribeToPost, unsubscribeFromPost } from './subscriptions.js';

export const notesParams = z.object({ id: postIdSchema });
export const subscriptionParams = z.object({ name: z.string().min(1), post_id: postIdSchema });

/** Replies, the notes of a post and post subscriptions (spec document 2 §4 and §7). */
export function replyRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  app.post('/svc/reply', async (request) => {
    const viewer = await requireViewer(db, request);
    const input = parse(replySchema, request.body);
    await assertWithinLimit(deps, 'reply', actorOf(request));
    return ok(await replyToPost(db, viewer, input));
  });

  app.get('/svc/post/:id/notes', async (request) => {
    const { id } = parse(notesParams, request.params);
    const query = parse(notesQuerySchema, request.query);
    return ok(await notesOf(db, request.session?.userId ?? null, id, query));
  });

  // POST subscribes, DELETE (or a POST emulating it) unsubscribes.
  const subscription = '/svc/blog/:name/posts/:post_id/subscription';
  app.post(subscription, async (request) => {
    const viewer = await requireViewer(db, request);
    const { name, post_id } = parse(subscriptionParams, request.params);
    return ok(await subscribeToPost(db, viewer, name, post_id));
  });
  app.delete(subscription, async (request) => {
    const viewer = await requireViewer(db, request);
    const { name, post_id } = parse(subscriptionParams, request.params);
    return ok(await unsubscribeFromPost(db, viewer, name, post_id));
  });
}
