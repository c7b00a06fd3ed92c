/** A blog's queue settings, as stored (migration 0004). */
export interface QueueSettings {
  posts_per_day: number;
  queue_start_hour: number;
  queue_end_hour: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The schedule rule: each day the window from queue_start_hour to queue_end_hour (UTC, as blogs
 * have no time zone yet) is cut into posts_per_day equal parts, and one queued post goes out at the
 * start of each part. 2 a day over 0–24 → 00:00 and 12:00; 3 a day over 9–18 → 09:00, 12:00,
 * 15:00. Slot times fall on whole seconds so they read cleanly in the job table.
 */
export function queueSlotsOfDay(settings: QueueSettings, day: Date): Date[] {
  const midnight = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
  const start = midnight + settings.queue_start_hour * HOUR_MS;
  const windowMs = (settings.queue_end_hour - settings.queue_start_hour) * HOUR_MS;
  return Array.from(
    { length: settings.posts_per_day },
    (_, i) => new Date(start + Math.floor((i * windowMs) / settings.posts_per_day / 1000) * 1000),
  );
}

/** The first slot strictly after `after`: every day has a slot, so today or tomorrow holds it. */
export function nextQueueSlot(settings: QueueSettings, after: Date): Date {
  for (const day of [after, new Date(after.getTime() + DAY_MS)]) {
    const slot = queueSlotsOfDay(settings, day).find((s) => s.getTime() > after.getTime());
    if (slot) return slot;
  }
  throw new Error('Queue settings without a slot in two days');
}

/** The last slot at or before `at`: the slot `at` falls in, which the queue serves once. */
export function currentQueueSlot(settings: QueueSettings, at: Date): Date {
  for (const day of [at, new Date(at.getTime() - DAY_MS)]) {
    const slot = queueSlotsOfDay(settings, day)
      .reverse()
      .find((s) => s.getTime() <= at.getTime());
    if (slot) return slot;
  }
  throw new Error('Queue settings without a slot in two days');
}
