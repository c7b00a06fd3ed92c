import { describe, expect, it } from 'vitest';
import {
  blogCardTweetCount,
  isBlogCardTweetValid,
  isTweetValid,
  LOOSE_EMAIL_PATTERN,
  STRICT_EMAIL_PATTERN,
  tweetRemaining,
  tweetWarning,
} from './rules.js';

describe('the two address patterns (spec document 2 §5)', () => {
  it('the post popover takes anything shaped text@text.text', () => {
    for (const ok of ['a@b.c', 'odd!name@example.c', 'x+y@mail.example.org'])
      expect(LOOSE_EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['a@b', 'a b@c.d', '@b.c', 'ab.c']) expect(LOOSE_EMAIL_PATTERN.test(bad)).toBe(false);
  });

  it('the blog card wants letters, digits, . _ + - before the @ and a 2-20 letter tld', () => {
    for (const ok of ['first.last+tag@example.org', 'a_b-c@sub.example.museum'])
      expect(STRICT_EMAIL_PATTERN.test(ok)).toBe(true);
    for (const bad of ['odd!name@example.com', 'a@example.c', `a@example.${'x'.repeat(21)}`, 'a@example.c0m'])
      expect(STRICT_EMAIL_PATTERN.test(bad)).toBe(false);
  });
});

describe('tweet counts', () => {
  it('counts [URL] as 24 in the post popover; empty and over-long are invalid', () => {
    expect(tweetRemaining('[URL]')).toBe(256);
    expect(tweetRemaining('hi [URL] [URL]')).toBe(280 - 4 - 48);
    expect(isTweetValid('')).toBe(false);
    expect(isTweetValid('x'.repeat(280))).toBe(true);
    expect(isTweetValid('x'.repeat(281))).toBe(false);
    expect(tweetWarning(9)).toBe(true);
    expect(tweetWarning(10)).toBe(false);
  });

  it('counts each url as 23 on the blog card, valid above 0 and up to 280', () => {
    expect(blogCardTweetCount('see https://example.com/a/very/long/path')).toBe(4 + 23);
    expect(isBlogCardTweetValid('')).toBe(false);
    expect(isBlogCardTweetValid('y'.repeat(280))).toBe(true);
    expect(isBlogCardTweetValid('y'.repeat(281))).toBe(false);
  });
});
