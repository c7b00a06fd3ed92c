import {
  bblogSchema,
  DEFAULT_PIXEL_PATH,
  LOG_BODY_MAX_BYTES,
  type LogResponse,
  logBatchSchema,
  loggingMessages,
  pixelQuerySchema,
} from '@rookery/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventSource } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import { ok } from '../../http/envelope.js';
import { ValidationError } from '../../http/errors.js';
import { parse } from '../../http/validate.js';
import { actorOf, assertWithinLimit } from '../limits/abuse-limits.js';
import { eventOrigin, logEventRow, storeEvents, trackerEventRow } from './client-events.js';

/** A transparent 1×1 GIF: what the pixel answers. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/**
 * The client's logs (spec document 3 §7; issue 20), into the one event store: `/services/cslog`
 * (by beacon or async POST, text/plain JSON, the form key inside, as a beacon cannot send headers),
 * `/svc/log/lady` (the same events as JSON), `/services/bblog` (tracker events with the client's
 * details) and the image pixel. Each checks the form key like every write, caps its batch, spends
 * the clientLog budget, and keeps the batch in one insert.
 */
export async function clientLogRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    // Text bodies here are JSON (a beacon's Blob): parsed before the form-key check reads them.
    scope.removeContentTypeParser('text/plain');
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: LOG_BODY_MAX_BYTES },
      (_req, text, done) => {
        try {
          done(null, JSON.parse(text as string));
        } catch {
          done(ValidationError.field('body', loggingMessages.badJson));
        }
      },
    );

    const logBatch = (source: EventSource) => async (request: FastifyRequest) => {
      const { payload } = parse(logBatchSchema, request.body);
      await assertWithinLimit(deps, 'clientLog', actorOf(request));
      const origin = await eventOrigin(deps.db, request);
      const rows = payload.map((event) => logEventRow(source, event, origin));
      return ok<LogResponse>({ kept: await storeEvents(deps.db, rows) });
    };
    const options = { bodyLimit: LOG_BODY_MAX_BYTES };
    scope.post('/services/cslog', options, logBatch('cslog'));
    scope.post('/svc/log/lady', options, logBatch('lady'));

    scope.post('/services/bblog', options, async (request) => {
      const { events, flushTime, client } = parse(bblogSchema, request.body);
      await assertWithinLimit(deps, 'clientLog', actorOf(request));
      const origin = await eventOrigin(deps.db, request);
      if (origin.trackingOff) return ok<LogResponse>({ kept: 0 });
      const batch = { ...(flushTime === undefined ? {} : { flushTime }), ...(client ? { client } : {}) };
      const rows = events.map((event) => trackerEventRow(event, batch, origin));
      return ok<LogResponse>({ kept: await storeEvents(deps.db, rows) });
    });

    // A GET, as an <img> asks: no form key; the budget and tracking choices still apply.
    scope.get(deps.config.pixelPath ?? DEFAULT_PIXEL_PATH, async (request, reply) => {
      const query = parse(pixelQuerySchema, request.query);
      await assertWithinLimit(deps, 'clientLog', actorOf(request));
      const origin = await eventOrigin(deps.db, request);
      if (!origin.trackingOff) {
        const { user_id: _claimed, ...data } = query;
        await storeEvents(deps.db, [
          { source: 'pixel', name: 'pixel', user_id: origin.userId, address: origin.address, data },
        ]);
      }
      return reply.header('content-type', 'image/gif').header('cache-control', 'no-store').send(PIXEL);
    });
  });
}
