import { TWEET_URL_LENGTH } from './limits.js';

const URL_IN_TEXT = /\b(?:https?:\/\/|www\.)[^\s]+/gi;

/** Spec §5: a tweet's length, where every URL counts as 29 whatever it spells. */
export function tweetLength(text: string): number {
  let urls = 0;
  const rest = text.replace(URL_IN_TEXT, () => {
    urls += 1;
    return '';
  });
  return Array.from(rest).length + urls * TWEET_URL_LENGTH;
}
