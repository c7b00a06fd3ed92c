import { timingSafeEqual } from 'node:crypto';

/**
 * Whether a key is the post's reblog key: what reblogging, liking and replying must show (spec
 * document 2 §4), on the web and through the Tumblr-compatible API alike, where every post
 * carries it as `reblog_key`. Each post's is random (save-post.ts) and stored, so a key is the
 * same wherever it was read and ids alone cannot be walked. Compared in constant time, so an
 * answer's timing does not spell the key out.
 */
export function isReblogKeyOf(post: { reblog_key: string }, key: string): boolean {
  const expected = Buffer.from(post.reblog_key);
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
