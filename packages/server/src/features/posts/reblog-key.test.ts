import { describe, expect, it } from 'vitest';
import { isReblogKeyOf } from './reblog-key.js';

describe('a post’s reblog key', () => {
  const post = { reblog_key: 'KLA85e6c' };

  it('is the key stored with the post, exactly', () => {
    expect(isReblogKeyOf(post, 'KLA85e6c')).toBe(true);
  });

  it('is no other key: another, a shorter or longer one, another case, none', () => {
    for (const key of ['KLA85e6d', 'KLA85e6', 'KLA85e6cc', 'kla85e6c', ''])
      expect(isReblogKeyOf(post, key)).toBe(false);
  });
});
