import type { Channel } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { blogSearchAllowed } from './blog-search-allowed';

const reader = (safe_mode: boolean, own: string[] = []) => ({
  safe_mode,
  channels: own.map((name) => ({ name }) as Channel),
});

describe('blogSearchAllowed', () => {
  it('hides search of an adult blog from a reader in safe mode and from visitors', () => {
    expect(blogSearchAllowed({ name: 'a', is_adult: true }, reader(true))).toBe(false);
    expect(blogSearchAllowed({ name: 'a', is_adult: true }, null)).toBe(false);
  });

  it('offers it otherwise, and always to the blog’s owner', () => {
    expect(blogSearchAllowed({ name: 'a', is_adult: true }, reader(false))).toBe(true);
    expect(blogSearchAllowed({ name: 'a', is_adult: false }, reader(true))).toBe(true);
    expect(blogSearchAllowed({ name: 'a', is_adult: false }, null)).toBe(true);
    expect(blogSearchAllowed({ name: 'a', is_adult: true }, reader(true, ['a']))).toBe(true);
  });
});
