/**
 * Sharing's numbers (spec document 2 §5, §7, §9). Ours where the spec is silent, and said so.
 */

/** The sender's note in an e-mail share; the post popover's counter starts at SHARE_MESSAGE_COUNTER. */
export const SHARE_MESSAGE_MAX = 255;
export const SHARE_MESSAGE_COUNTER = 140;
/** The e-mail address field's cap. */
export const SHARE_EMAIL_MAX = 100;
/** Tweet text: its limit, what one url counts in the post popover and in the blog card's form. */
export const TWEET_MAX = 280;
export const TWEET_URL_COST = 24;
export const BLOG_CARD_TWEET_URL_COST = 23;
/** The Twitter counter turns to its warning style below this many characters left. */
export const TWEET_WARNING_UNDER = 10;
/** After 'Sent' the popover waits, then fades out over SHARE_FADE_MS. */
export const SHARE_FADE_DELAY_MS = 1250;
export const SHARE_FADE_MS = 150;
/** A successful external share closes the popover after this long. */
export const SHARE_CLOSE_AFTER_EXTERNAL_MS = 3000;
/** 'Post shared!' rains this many confetti pieces, moving at this speed, a frame every so often. */
export const CONFETTI_PIECES = 30;
export const CONFETTI_SPEED = 0.2;
export const CONFETTI_FRAME_MS = 15;

/** The setting that remembers the 'allow reply' switch, kept for one year. */
export const SHARE_REPLY_TO_SETTING = 'share_popover_reply_to';
export const SHARE_REPLY_TO_MAX_AGE_S = 31_536_000;

/** Ours: e-mail shares one account may send in an hour (a mail relay must not be a spam cannon). */
export const SHARE_MAILS_PER_HOUR = 20;

/** A share popup's size; Reddit's alone scrolls. */
export interface PopupSize {
  width: number;
  height: number;
  scrollbars: boolean;
}

/** The popup sizes of spec §7: the post popover's, and the blog card's Twitter. */
export const SHARE_POPUPS = {
  twitter: { width: 626, height: 258, scrollbars: false },
  facebook: { width: 626, height: 436, scrollbars: false },
  reddit: { width: 860, height: 600, scrollbars: true },
  // Ours: the spec leaves Pinterest's window to the server; this is its own pin dialog's size.
  pinterest: { width: 750, height: 550, scrollbars: true },
} as const satisfies Record<string, PopupSize>;
export const BLOG_CARD_TWITTER_POPUP: PopupSize = { width: 550, height: 420, scrollbars: false };

/** The networks `/svc/share/{network}` records a share to. */
export const SHARE_NETWORKS = ['twitter', 'facebook', 'pinterest', 'reddit'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
