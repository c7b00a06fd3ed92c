import { describe, expect, it } from 'vitest';
import { frameRatio, isCapped, ratioOf, rowsOf, TALLEST_RATIO, WIDEST_RATIO } from './photo-rows';

describe('photo rows', () => {
  const photos = ['a', 'b', 'c', 'd', 'e'];

  it('lays photos out in the rows the layout names, the rest one per row', () => {
    expect(rowsOf(photos, '122')).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(rowsOf(photos, '23')).toEqual([
      ['a', 'b'],
      ['c', 'd', 'e'],
    ]);
    expect(rowsOf(photos, '')).toEqual([['a'], ['b'], ['c'], ['d'], ['e']]);
    expect(rowsOf(photos, '3')).toEqual([['a', 'b', 'c'], ['d'], ['e']]);
    expect(rowsOf(['a'], '22')).toEqual([['a']]);
  });

  it('reads a photo’s shape from its size, when known', () => {
    expect(ratioOf({ width: 1080, height: 540 })).toBe(2);
    expect(ratioOf({ width: null, height: 540 })).toBeNull();
  });

  it('keeps a lone photo’s shape up to the tallest allowed', () => {
    expect(frameRatio(1.5, false)).toBe(1.5);
    expect(frameRatio(0.75, false)).toBe(0.75);
    expect(frameRatio(0.25, false)).toBe(TALLEST_RATIO);
    expect(frameRatio(null, false)).toBeNull();
    expect(isCapped(0.25)).toBe(true);
    expect(isCapped(0.75)).toBe(false);
    expect(isCapped(null)).toBe(false);
  });

  it('gives photos in a row frames between the tallest and the widest allowed, square when unknown', () => {
    expect(frameRatio(0.25, true)).toBe(TALLEST_RATIO);
    expect(frameRatio(8, true)).toBe(WIDEST_RATIO);
    expect(frameRatio(1.5, true)).toBe(1.5);
    expect(frameRatio(null, true)).toBe(1);
  });
});
