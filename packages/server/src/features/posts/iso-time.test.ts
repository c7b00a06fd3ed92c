import { describe, expect, it } from 'vitest';
import { isoTime } from './iso-time.js';

describe('isoTime', () => {
  it('writes what toISOString writes', () => {
    const edges = [
      0,
      -1,
      951_782_400_000, // 2000-02-29
      4_107_542_399_999, // 2100-02-28T23:59:59.999
      Date.UTC(999, 11, 31, 23, 59, 59, 999),
      Date.UTC(1000, 0, 1),
      Date.UTC(9999, 11, 31, 23, 59, 59, 999),
      Date.UTC(10000, 0, 1),
      -62_198_755_200_000, // year 0
      8.64e15,
    ];
    const spread = Array.from({ length: 5000 }, (_, i) => (i * 7_919_993_233_123) % 253_402_300_800_000);
    for (const ms of [...edges, ...spread]) expect(isoTime(new Date(ms))).toBe(new Date(ms).toISOString());
  });

  it('throws on an invalid date, as toISOString does', () => {
    expect(() => isoTime(new Date(Number.NaN))).toThrow(RangeError);
  });
});
