import { z } from 'zod';
import { isBigintId } from '../ids.js';
import { VIDEO_ERROR_LABEL_LIST } from './errors.js';

/**
 * POST /svc/log/conversion (spec document 2 §7): the form field `log` holds a JSON object with a
 * name and details. The details are the spec's video log data (§3) plus the player and its
 * version; what else a log carries depends on its name (ours): an error's label, a wait's length.
 */
export const VIDEO_LOG_NAMES = [
  'video_play',
  'video_error',
  'video_wait',
  'video_seek',
  'video_end',
] as const;
export type VideoLogName = (typeof VIDEO_LOG_NAMES)[number];
export const VIDEO_LOG_TYPES = ['video', 'replay', 'live'] as const;

/** Our player's name and version in every log. */
export const VIDEO_PLAYER_NAME = 'rookery-web';
export const VIDEO_PLAYER_VERSION = '1';

const id = z.string().refine(isBigintId, 'Not a post id.');
/** Seconds: a day at most, which no post's video comes near. */
const seconds = z.number().finite().min(0).max(86_400);

export const videoLogDetailsSchema = z.strictObject({
  player: z.string().min(1).max(40),
  player_version: z.string().min(1).max(20),
  post_id: id,
  root_post_id: id,
  blog_uuid: z.uuid(),
  platform: z.literal('web'),
  type: z.enum(VIDEO_LOG_TYPES),
  duration: seconds,
  time_elapsed: seconds,
  position: seconds,
  vendor: z.string().min(1).max(40),
  error: z.enum(VIDEO_ERROR_LABEL_LIST as [string, ...string[]]).optional(),
  wait_ms: z.number().int().min(0).max(86_400_000).optional(),
});
export type VideoLogDetails = z.infer<typeof videoLogDetailsSchema>;

export const videoLogSchema = z.strictObject({
  name: z.enum(VIDEO_LOG_NAMES),
  details: videoLogDetailsSchema,
});
export type VideoLog = z.infer<typeof videoLogSchema>;

/** The form body: `log` is JSON text (as the spec sends it) or, from a JSON client, the object itself. */
export const conversionLogBodySchema = z.object({
  log: z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, videoLogSchema),
});

/** What the call answers: the stored log's id. */
export interface ConversionLogResponse {
  id: string;
}
