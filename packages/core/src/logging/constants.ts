/** Client logging's numbers (spec document 3 §7, §9; issue 20). Ours where the spec is silent, and said so. */

/** The client flushes its queue this often, and when the page is left. */
export const LOG_FLUSH_MS = 15_000;
/** Ours: events in one batch, a batch's body, and one event's JSON, at most. */
export const LOG_BATCH_MAX = 100;
export const LOG_BODY_MAX_BYTES = 256 * 1024;
export const LOG_EVENT_MAX_BYTES = 4096;
/** Ours: an event's name, at most. */
export const LOG_NAME_MAX = 100;
/** Ours: a client's queue holds at most this many events between flushes; older ones go first. */
export const LOG_QUEUE_MAX = 500;

/**
 * Tracker events the client may send (spec §9: "messaging, peepr, safe mode, login and others; the
 * full list is not shown"): ours, one name per thing a reader does that the operator may count.
 */
export const TRACKER_EVENTS = [
  'page_view',
  'login',
  'logout',
  'register',
  'messaging_inbox_open',
  'messaging_conversation_open',
  'messaging_message_sent',
  'peepr_open',
  'peepr_close',
  'safe_mode_view_anyway',
  'safe_mode_changed',
  'search',
  'gif_search_pick',
  'post_share',
  'post_like',
  'post_reblog',
  'post_create',
  'follow',
] as const;
export type TrackerEvent = (typeof TRACKER_EVENTS)[number];

/** Where the image pixel answers (spec §7: a GET to an analytics host; here Rookery is that host). */
export const DEFAULT_PIXEL_PATH = '/services/pixel.gif';
/** Ours: events are kept this many days, then their day's partition is dropped. */
export const DEFAULT_EVENT_RETENTION_DAYS = 90;
