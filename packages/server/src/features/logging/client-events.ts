import type { LogEvent, TrackerEventRecord } from '@rookery/core';
import type { FastifyRequest } from 'fastify';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { EventSource, EventsTable } from '../../db/schema.js';
import { shortAddress } from './address.js';

/** Who sent a batch, as the event store may keep it. */
export interface EventOrigin {
  userId: string | null;
  address: string | null;
  /**
   * No tracking for this reader (issue 20): their browser sends Global Privacy Control or Do Not
   * Track, or their account opted out. Tracker events and the pixel then keep nothing, and
   * diagnostic logs are kept without who sent them.
   */
  trackingOff: boolean;
}

const asks = (request: FastifyRequest, header: string) => request.headers[header] === '1';

export async function eventOrigin(db: Db, request: FastifyRequest): Promise<EventOrigin> {
  const userId = request.session?.userId ?? null;
  const optedOut = userId
    ? (await db.selectFrom('users').select('tracking_opt_out').where('id', '=', userId).executeTakeFirst())
        ?.tracking_opt_out === true
    : false;
  const trackingOff = optedOut || asks(request, 'sec-gpc') || asks(request, 'dnt');
  return trackingOff
    ? { userId: null, address: null, trackingOff }
    : { userId, address: shortAddress(request.ip), trackingOff };
}

type NewEvent = Insertable<EventsTable>;

/** A log event as stored: its name (event, or the second format's category) and the rest as data. */
export function logEventRow(source: EventSource, event: LogEvent, origin: EventOrigin): NewEvent {
  const { event: name, category, ...rest } = event as LogEvent & { event?: string; category?: string };
  return {
    source,
    name: String(name ?? category),
    user_id: origin.userId,
    address: origin.address,
    data: rest,
  };
}

/** A tracker event as stored, with the batch's client details and flush time. */
export function trackerEventRow(
  event: TrackerEventRecord,
  batch: Record<string, unknown>,
  origin: EventOrigin,
): NewEvent {
  const { event: name, ...rest } = event;
  return {
    source: 'bblog',
    name,
    user_id: origin.userId,
    address: origin.address,
    data: { ...rest, ...batch },
  };
}

/** One insert for a whole batch. */
export async function storeEvents(db: Db, rows: NewEvent[]): Promise<number> {
  if (rows.length === 0) return 0;
  await db.insertInto('events').values(rows).execute();
  return rows.length;
}
