import { type ConversionLogResponse, conversionLogBodySchema } from '@rookery/core';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { requireSession } from '../../http/session.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { eventOrigin } from './client-events.js';
import { storeVideoLog } from './conversion-log.js';

/**
 * POST /svc/log/conversion (spec document 2 §7): a video player's log, form body `log` holding the
 * JSON object. Signed-in users only (§6; the form key is checked before any handler, as for every
 * write), rate-limited, kept in the event store (source 'conversion').
 */
export function loggingRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.post('/svc/log/conversion', async (request) => {
    const session = requireSession(request);
    const { log } = parse(conversionLogBodySchema, request.body);
    await assertWithinLimit(deps, 'videoLog', actorOf(request));
    const origin = await eventOrigin(deps.db, request);
    return ok<ConversionLogResponse>({ id: await storeVideoLog(deps.db, session.userId, log, origin) });
  });
}
