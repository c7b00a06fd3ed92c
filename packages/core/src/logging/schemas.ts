import { z } from 'zod';
import { LOG_BATCH_MAX, LOG_EVENT_MAX_BYTES, LOG_NAME_MAX, TRACKER_EVENTS } from './constants.js';

export const loggingMessages = {
  badBatch: 'Send the events as a list of at most 100.',
  eventTooBig: 'An event may be at most 4 KB of JSON.',
  badJson: 'The body is not JSON.',
  notTracked: 'That event is not one the site counts.',
  limited: 'Too many logs from here. Wait a little.',
} as const;

const name = z.string().trim().min(1).max(LOG_NAME_MAX);
const small = (value: unknown) => JSON.stringify(value).length <= LOG_EVENT_MAX_BYTES;

/**
 * A log event (spec document 3 §3): log_key, uuid, event, ts, rid, elapsed, data, env; or the
 * second format, named by its `category` (its eight other fields are kept in `data` as they come).
 */
export const logEventSchema = z
  .union([
    z.looseObject({
      event: name,
      log_key: z.string().max(LOG_NAME_MAX).optional(),
      uuid: z.string().max(LOG_NAME_MAX).optional(),
      ts: z.number().optional(),
      rid: z.string().max(LOG_NAME_MAX).optional(),
      elapsed: z.number().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
      env: z.string().max(LOG_NAME_MAX).optional(),
    }),
    z.looseObject({ category: name }),
  ])
  .refine(small, loggingMessages.eventTooBig);
export type LogEvent = z.output<typeof logEventSchema>;

/** A tracker event (spec §3: pt and event_data), only of the allow-listed names (spec §9). */
export const trackerEventSchema = z
  .looseObject({
    event: z.enum(TRACKER_EVENTS, loggingMessages.notTracked),
    pt: z.string().max(LOG_NAME_MAX).optional(),
    event_data: z.record(z.string(), z.unknown()).optional(),
    ts: z.number().optional(),
  })
  .refine(small, loggingMessages.eventTooBig);
export type TrackerEventRecord = z.output<typeof trackerEventSchema>;

const batch = <T extends z.ZodType>(item: T) =>
  z
    .array(item, loggingMessages.badBatch)
    .min(1, loggingMessages.badBatch)
    .max(LOG_BATCH_MAX, loggingMessages.badBatch);

/** A payload may come as the list itself or as its JSON text (a beacon's field). */
const listOrText = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, batch(item));

/** POST /services/cslog and /svc/log/lady (spec §7): `payload`, the events; the form key beside it. */
export const logBatchSchema = z.object({
  payload: listOrText(logEventSchema),
  form_key: z.string().optional(),
});

/** POST /services/bblog (spec §7): tracker events with the flush time and the client's details. */
export const bblogSchema = z.object({
  events: listOrText(trackerEventSchema),
  flushTime: z.number().optional(),
  client: z.record(z.string(), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  form_key: z.string().optional(),
});

/** The image pixel's query (spec §7): v, tid (0 off the blog network, 3 on it), rand, _ts, ref, user_id. */
export const pixelQuerySchema = z.object({
  v: z.string().max(20).optional(),
  tid: z.enum(['0', '3']).optional(),
  rand: z.string().max(40).optional(),
  _ts: z.string().max(20).optional(),
  ref: z.string().max(2000).optional(),
  user_id: z.string().max(40).optional(),
});

/** What every log call answers: how many events were kept (0 when tracking is off for the reader). */
export interface LogResponse {
  kept: number;
}
