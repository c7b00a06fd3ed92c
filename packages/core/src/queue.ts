import { z } from 'zod';
import { messages } from './messages.js';

/** A blog's queue: how many queued posts go out a day, and between which hours (UTC). */
export const QUEUE_POSTS_PER_DAY_MIN = 1;
export const QUEUE_POSTS_PER_DAY_MAX = 50;
export const QUEUE_POSTS_PER_DAY_DEFAULT = 2;
/** Hours of the day, 0 to 24; the window is [start, end), so 0–24 is the whole day. */
export const QUEUE_HOUR_MIN = 0;
export const QUEUE_HOUR_MAX = 24;

export interface QueueSettingsData {
  posts_per_day: number;
  queue_start_hour: number;
  queue_end_hour: number;
}

/** Form posts send "3", JSON sends 3: both are the number 3; anything else fails the check. */
function readWholeNumber(value: unknown): unknown {
  if (typeof value === 'string' && /^\s*\d+\s*$/.test(value)) return Number(value);
  return value;
}

const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess(
    readWholeNumber,
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );

export const postsPerDaySchema = wholeNumber(
  QUEUE_POSTS_PER_DAY_MIN,
  QUEUE_POSTS_PER_DAY_MAX,
  messages.queuePostsPerDay,
);
export const queueHourSchema = wholeNumber(QUEUE_HOUR_MIN, QUEUE_HOUR_MAX, messages.queueHour);

/** The window must hold at least an hour, or the queue has no time to post in. */
export function queueWindowIsValid(startHour: number, endHour: number): boolean {
  return startHour < endHour;
}
