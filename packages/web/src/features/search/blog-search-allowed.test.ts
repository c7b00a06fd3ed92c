import { describe, expect, it } from 'vitest';
import { blogSearchAllowed } from './blog-search-allowed';

describe('blogSearchAllowed', () => {
  it('hides search of an adult blog from a reader in safe mode', () => {
    expect(blogSearchAllowed({ is_adult: true }, { safe_mode: true })).toBe(false);
  });

  it('offers it otherwise', () => {
    expect(blogSearchAllowed({ is_adult: true }, { safe_mode: false })).toBe(true);
    expect(blogSearchAllowed({ is_adult: false }, { safe_mode: true })).toBe(true);
    expect(blogSearchAllowed({ is_adult: true }, null)).toBe(true);
  });

  it('reads missing flags as off (they arrive with issue 19)', () => {
    expect(blogSearchAllowed({}, {})).toBe(true);
    expect(blogSearchAllowed({}, null)).toBe(true);
  });
});
