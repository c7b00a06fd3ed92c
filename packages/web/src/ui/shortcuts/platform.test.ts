import { describe, expect, it } from 'vitest';
import { isApplePlatform } from './platform';

describe('apple platform', () => {
  it('tells Macs and iPads from other systems', () => {
    expect(isApplePlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'iPad', userAgent: '' })).toBe(true);
    expect(isApplePlatform({ platform: 'Win32', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false);
    expect(isApplePlatform({ platform: '', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0)' })).toBe(
      true,
    );
  });
});
