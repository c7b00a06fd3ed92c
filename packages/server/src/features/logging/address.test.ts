import { describe, expect, it } from 'vitest';
import { shortAddress } from './address.js';

describe('shortAddress', () => {
  it('keeps an IPv4 network of 256 addresses, never the machine', () => {
    expect(shortAddress('203.0.113.77')).toBe('203.0.113.0');
    expect(shortAddress('::ffff:198.51.100.9')).toBe('198.51.100.0');
  });

  it('keeps the first three groups of an IPv6 address', () => {
    expect(shortAddress('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::');
    expect(shortAddress('2001:db8::1')).toBe('2001:db8:0::');
    expect(shortAddress('::1')).toBe('0:0:0::');
  });

  it('keeps nothing of what is no address', () => {
    expect(shortAddress(undefined)).toBeNull();
    expect(shortAddress('localhost')).toBeNull();
  });
});
