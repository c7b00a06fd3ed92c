import { BLOG_CARD_TWEET_URL_COST, TWEET_MAX, TWEET_URL_COST, TWEET_WARNING_UNDER } from './constants.js';

/** The post share popover's loose address check: non-space text, @, text, a dot and text. */
export const LOOSE_EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

/**
 * The blog card's {email} pattern: letters, digits, dot, underscore, plus and hyphen before the @,
 * a dotted host, a top-level domain of 2 to 20 letters.
 */
export const STRICT_EMAIL_PATTERN = /^[A-Za-z0-9._+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,20}$/;

/** The placeholder a tweet's text holds for the post's link. */
export const TWEET_URL_TOKEN = '[URL]';

const TOKEN = /\[URL\]/g;
const URLS = /\[URL\]|https?:\/\/\S+/g;

/** Characters left in a post popover tweet: each [URL] counts TWEET_URL_COST. */
export function tweetRemaining(text: string): number {
  const urls = text.match(TOKEN)?.length ?? 0;
  return TWEET_MAX - (text.replace(TOKEN, '').length + urls * TWEET_URL_COST);
}

/** Invalid when over the limit or empty (exactly TWEET_MAX left). */
export function isTweetValid(text: string): boolean {
  const left = tweetRemaining(text);
  return left >= 0 && left !== TWEET_MAX;
}

/** The blog card's count: each url (or [URL]) counts BLOG_CARD_TWEET_URL_COST. */
export function blogCardTweetCount(text: string): number {
  const urls = text.match(URLS)?.length ?? 0;
  return text.replace(URLS, '').length + urls * BLOG_CARD_TWEET_URL_COST;
}

/** The blog card's tweet goes when it counts more than 0 and at most TWEET_MAX. */
export function isBlogCardTweetValid(text: string): boolean {
  const count = blogCardTweetCount(text);
  return count > 0 && count <= TWEET_MAX;
}

/** The post popover counter's warning style: fewer than TWEET_WARNING_UNDER left. */
export const tweetWarning = (remaining: number) => remaining < TWEET_WARNING_UNDER;
