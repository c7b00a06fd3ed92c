/**
 * Messaging's numbers (spec document 3 §9, §5). Ours where the spec is silent, and said so.
 */

/** Spec §8: the error codes a refused conversation carries in errors[0].code (with status 403). */
export const MESSAGING_ERROR_CODES = { verifyEmail: 7001, followedOnly: 7003 } as const;

/** Message text, after trimming: 1 to this many characters. */
export const MESSAGE_TEXT_MAX = 4096;
/** Image messages: the default upload limit (server data may lower it). */
export const MESSAGE_IMAGE_MAX_BYTES = 10_485_760;
/** Image messages: file name extensions accepted ('Invalid file type.' otherwise). */
export const MESSAGE_IMAGE_TYPES = /\.(jpe?g|png|gif)$/i;
/** ...and the mime types behind them. */
export const MESSAGE_IMAGE_MIME = /^image\/(jpe?g|png|gif)$/i;

/** Spec §5: a send context reaches the server only when its first colon-separated part is one of these. */
export const SEND_CONTEXTS = ['post-chrome', 'messaging-gif', 'messaging-image-upload'] as const;

/** Ours: messages on a page of a conversation. */
export const MESSAGES_PAGE_SIZE = 20;
/** Spec §7: polling asks for min(10, unread + 5) messages. */
export const POLL_MESSAGES_MAX = 10;
export const POLL_MESSAGES_EXTRA = 5;
/** Ours: conversations on a page of the inbox; spec §9: a next page is asked for only when a page had at least 10. */
export const CONVERSATIONS_PAGE_SIZE = 10;
export const INBOX_NEXT_PAGE_MIN = 10;
/** Spec §9: favorites are appended under an inbox of at most this many conversations (server data may change it). */
export const APPEND_FAVORITES_TO_INBOX_LIMIT = 3;
/** Spec §7: favorites asked for by default; §9: the empty inbox shows 5; the share popover 10. */
export const FAVORITES_LIMIT = 8;
export const EMPTY_INBOX_FAVORITES = 5;
export const SHARE_FAVORITES = 10;
/** Spec §2: the empty-inbox suggestions grid, 4 blogs a row, whole rows only. */
export const SUGGESTIONS_PER_ROW = 4;
/** Ours: rows of that grid at most (the blogs after the empty inbox's 5 favorites). */
export const EMPTY_INBOX_SUGGESTION_ROWS = 2;
/** Ours: recipient search answers at most this many blogs. */
export const RECIPIENT_SEARCH_LIMIT = 10;

/** Ours: new conversations a user may start in 24 hours (429 beyond; server config may change it). */
export const NEW_CONVERSATIONS_PER_DAY = 50;
/**
 * Ours, the 409 must-follow rule: an account younger than this may start conversations only with
 * blogs its sending blog follows (a spam brake on fresh accounts).
 */
export const MUST_FOLLOW_ACCOUNT_AGE_MS = 24 * 3_600_000;

/** Spec §9 polling. */
export const MESSAGING_POLL_MS = 15_000;
export const INBOX_BACKOFF = [1, 1, 2, 2, 4] as const;
export const CONVERSATION_BACKOFF = [1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 8, 8, 8, 8, 16] as const;
/** The poller stops after more than this many errors in a row. */
export const POLL_MAX_ERRORS = 3;
/** Typing resets polling at most this often. */
export const TYPING_RESET_MS = 30_000;
/** Unread overrides for a conversation last this long. */
export const UNREAD_OVERRIDE_MS = 500;
/** Desktop notifications close after this long. */
export const NOTIFICATION_TIMEOUT_MS = 5_000;

/** Spec §9 messages list. */
export const TIMESTAMP_HEADER_GAP_MS = 3_600_000;
export const COLLAPSE_WITHIN_MS = 60_000;
export const INBOX_PREVIEW_CHARS = 100;
export const SCROLL_EDGE_PX = 50;
export const PILL_BOTTOM_PX = 80;
export const BATCH_RENDER_ITEMS = 5;
export const BATCH_RENDER_DELAY_MS = 100;
export const NEW_MESSAGE_ANIMATION_MS = 250;

/** Spec §9 widths and sizes. */
export const THUMBNAIL_WIDTH = { post: 210, image: 195, sticker: 210, default: 250 } as const;
export const PREVIEW_IMAGE_MAX = { width: 210, height: 150 } as const;
export const FULL_WIDTH_BUBBLE_RATIO = 0.6;
export const SELECTOR_AVATAR_SIZE = 96;
export const THEME_BRIGHTNESS_FACTOR = 0.3;
/** Spec §2: the minimized stack is at most the window's height minus this. */
export const MINIMIZED_STACK_MARGIN_PX = 89;

/** Spec §9 animations and delays. */
export const ANIMATION_MS = {
  inbox: 100,
  conversation: 250,
  message: 500,
  previewIn: 300,
  previewOut: 200,
  compose: 200,
  blur: 300,
} as const;
/** Loader delay: LOADER_DELAY_MS (250 ms) of the shared constants. */
export const SEARCH_DEBOUNCE_MS = 250;

/** Spec §4 persistence: the local storage key's prefix, and the write debounce. */
export const WINDOWS_STORAGE_PREFIX = 'messaging';
export const WINDOWS_WRITE_DEBOUNCE_MS = 50;
/** The online status of minimized participants is fetched this long after load. */
export const ONLINE_STATUS_DELAY_MS = 1_000;

/** Spec §4 status banner: 'active in the last N hours' by these thresholds (s); nothing at or beyond the last. */
export const STATUS_THRESHOLDS_S = [0, 3600, 7200, 10800] as const;
export const STATUS_MAX_S = 14_400;
/** Ours: a participant active this recently counts as online for the indicator. */
export const ONLINE_WITHIN_S = 300;

/** Spec §3 sounds. */
export const SOUNDS = ['notification-sound', 'receive-sound', 'send-sound'] as const;
export type SoundName = (typeof SOUNDS)[number];
