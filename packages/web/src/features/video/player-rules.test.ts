import { describe, expect, it } from 'vitest';
import { effectiveLoop, filmstripIndex, formatTime, isSeekJump } from './player-rules';

describe('video player rules', () => {
  it('forces loop off at or below the minimum loop duration, 60 s for livestreams', () => {
    expect(effectiveLoop(true, 12, false)).toBe(true);
    expect(effectiveLoop(true, 0, false)).toBe(false);
    expect(effectiveLoop(true, Number.NaN, false)).toBe(false);
    expect(effectiveLoop(false, 12, false)).toBe(false);
    expect(effectiveLoop(true, 60, true)).toBe(false);
    expect(effectiveLoop(true, 61, true)).toBe(true);
  });

  it('formats times as a player shows them', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(65.9)).toBe('1:05');
    expect(formatTime(3723)).toBe('1:02:03');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });

  it('picks one of the 10 filmstrip thumbnails along the bar', () => {
    expect(filmstripIndex(0)).toBe(0);
    expect(filmstripIndex(0.55)).toBe(5);
    expect(filmstripIndex(1)).toBe(9);
    expect(filmstripIndex(-1)).toBe(0);
  });

  it('tells a seek from playing on, with 0.3 s of tolerance', () => {
    expect(isSeekJump(1, 1.15, 0.15)).toBe(false);
    expect(isSeekJump(1, 1.4, 0.15)).toBe(false);
    expect(isSeekJump(1, 1.5, 0.15)).toBe(true);
    expect(isSeekJump(5, 1, 0.15)).toBe(true);
  });
});
