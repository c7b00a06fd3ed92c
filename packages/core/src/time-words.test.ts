import { describe, expect, it } from 'vitest';
import { durationWords, shortAgo } from './time-words.js';

describe('time words', () => {
  it('names a span by its largest unit', () => {
    expect(durationWords(30_000)).toBe('a moment');
    expect(durationWords(60_000)).toBe('1 minute');
    expect(durationWords(3 * 3_600_000 + 5)).toBe('3 hours');
    expect(durationWords(40 * 86_400_000)).toBe('1 month');
    expect(durationWords(800 * 86_400_000)).toBe('2 years');
  });

  it('says how long ago compactly', () => {
    const now = Date.parse('2026-11-22T12:00:00Z');
    expect(shortAgo('2026-11-22T11:59:30Z', now)).toBe('now');
    expect(shortAgo('2026-11-22T09:00:00Z', now)).toBe('3h');
    expect(shortAgo('2026-11-08T12:00:00Z', now)).toBe('2w');
    expect(shortAgo('not a date', now)).toBe('');
  });
});
