import { describe, expect, it } from 'vitest';
import { isInView, ViewTime, videoHalfTimeMs } from './view-time';

const seen = { ratio: 1, area: 300 * 250, pageVisible: true };
const gone = { ...seen, ratio: 0 };

describe('ViewTime', () => {
  it('is viewable when the ad leaves view after at least 1 s in view, once', () => {
    const time = new ViewTime();
    expect(time.beat(0, seen)).toBeNull();
    expect(time.beat(1200, seen)).toBeNull();
    expect(time.beat(1350, gone)).toBe(1350);
    expect(time.beat(2000, seen)).toBeNull();
    expect(time.beat(4000, gone)).toBeNull();
    expect(time.seen(5000)).toBe(3350);
  });

  it('is not viewable after less than 1 s, however often it comes back', () => {
    const time = new ViewTime();
    for (let at = 0; at < 10_000; at += 1000) {
      expect(time.beat(at, seen)).toBeNull();
      expect(time.beat(at + 900, gone)).toBeNull();
    }
  });

  it('caps the view duration at 10 s', () => {
    const time = new ViewTime();
    time.beat(0, seen);
    expect(time.beat(60_000, gone)).toBe(10_000);
    expect(time.seen(70_000)).toBe(10_000);
  });

  it('counts a stretch still going in what was seen', () => {
    const time = new ViewTime();
    time.beat(100, seen);
    expect(time.seen(700)).toBe(600);
  });
});

describe('isInView', () => {
  it('needs half of an ad, 30 % of a large one, on a page being looked at', () => {
    expect(isInView({ ...seen, ratio: 0.5 })).toBe(true);
    expect(isInView({ ...seen, ratio: 0.49 })).toBe(false);
    expect(isInView({ ratio: 0.3, area: 600 * 600, pageVisible: true })).toBe(true);
    expect(isInView({ ratio: 0.29, area: 600 * 600, pageVisible: true })).toBe(false);
    expect(isInView({ ...seen, pageVisible: false })).toBe(false);
  });
});

describe('a video ad', () => {
  it('is in view at half of it, however large', () => {
    expect(isInView({ ratio: 0.3, area: 600 * 600, pageVisible: true }, true)).toBe(false);
    expect(isInView({ ratio: 0.5, area: 600 * 600, pageVisible: true }, true)).toBe(true);
  });

  it('is viewable after the lesser of 15 s and half its length in view', () => {
    expect(videoHalfTimeMs(8)).toBe(4000);
    expect(videoHalfTimeMs(60)).toBe(15_000);
    const time = new ViewTime(true);
    time.viewableAfter(videoHalfTimeMs(8));
    time.beat(0, seen);
    expect(time.beat(3900, gone)).toBeNull();
    time.beat(5000, seen);
    expect(time.beat(9100, gone)).toBe(4100);
  });
});
