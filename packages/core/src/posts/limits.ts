/** Spec document 1 §9: the post numbers client and server must agree on. */
export const MAX_PHOTOS_PER_POST = 10;
export const PHOTO_CAPTION_MAX_LENGTH = 200;
export const TWEET_MAX_LENGTH = 280;
/** A URL in a tweet counts as this many characters, whatever its length. */
export const TWEET_URL_LENGTH = 29;
/** Limits we chose where the spec is silent, generous enough for real posts. */
export const MAX_TAGS_PER_POST = 30;
export const TAG_MAX_LENGTH = 140;
export const SLUG_MAX_LENGTH = 200;
export const POSTS_PAGE_DEFAULT = 20;
export const POSTS_PAGE_MAX = 50;
/**
 * Each text field a post save writes (title, body, caption, quote, chat, answer, ...) holds at most
 * this many characters, as String.length counts them: far beyond any real post, and small enough
 * that rendering and sanitizing one stays a fraction of a second (README "Limits on text").
 */
export const POST_TEXT_MAX_LENGTH = 131_072;
/**
 * The body of a post save (/svc/post/update, /svc/post/submit) in bytes: every field at its limit
 * still fits form-encoded, where one character can take 9 bytes (%E4%B8%80).
 */
export const POST_REQUEST_MAX_BYTES = 4 * 1024 * 1024;
/** The body of every other JSON or form call, in bytes; uploads are multipart, with limits of their own. */
export const REQUEST_BODY_MAX_BYTES = 1024 * 1024;
