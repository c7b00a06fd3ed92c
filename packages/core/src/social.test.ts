import { describe, expect, it } from 'vitest';
import { followChangeNeeded, followingCountAfter, withFollowing } from './social.js';

describe('following (spec document 1 §4, §5)', () => {
  it('skips a change to the state the blog is already in, unless forced', () => {
    expect(followChangeNeeded(true, true)).toBe(false);
    expect(followChangeNeeded(false, false)).toBe(false);
    expect(followChangeNeeded(true, true, true)).toBe(true);
    expect(followChangeNeeded(false, true)).toBe(true);
  });

  it('turns subscription off with the follow, and allows it again with a follow', () => {
    const blog = { name: 'ben', following: true, can_subscribe: true, is_subscribed: true };
    expect(withFollowing(blog, false)).toEqual({
      name: 'ben',
      following: false,
      can_subscribe: false,
      is_subscribed: false,
    });
    expect(
      withFollowing({ ...blog, following: false, can_subscribe: false, is_subscribed: false }, true),
    ).toEqual({
      name: 'ben',
      following: true,
      can_subscribe: true,
      is_subscribed: false,
    });
  });

  it('moves the following count by one, never below zero', () => {
    expect(followingCountAfter(2, true)).toBe(3);
    expect(followingCountAfter(2, false)).toBe(1);
    expect(followingCountAfter(0, false)).toBe(0);
  });
});
