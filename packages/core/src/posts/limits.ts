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
