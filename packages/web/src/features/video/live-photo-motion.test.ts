import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLiveMotion } from './live-photo-motion';

let calls: string[];
const target = {
  play: () => calls.push('play'),
  stop: () => calls.push('stop'),
  show: (v: boolean) => calls.push(v ? 'show' : 'hide'),
};

beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
});
afterEach(() => vi.useRealTimers());

describe('live photo motion', () => {
  it('plays on hover, stops 500 ms after leaving, and fades back over 375 ms', () => {
    const motion = createLiveMotion(target);
    motion.pointerEnter('mouse');
    expect(calls).toEqual(['show', 'play']);
    motion.pointerLeave();
    vi.advanceTimersByTime(499);
    expect(calls).toEqual(['show', 'play']);
    vi.advanceTimersByTime(1);
    expect(calls).toEqual(['show', 'play', 'hide']);
    vi.advanceTimersByTime(375);
    expect(calls).toEqual(['show', 'play', 'hide', 'stop']);
  });

  it('keeps playing when the pointer comes back within the deactivate delay', () => {
    const motion = createLiveMotion(target);
    motion.pointerEnter('mouse');
    motion.pointerLeave();
    vi.advanceTimersByTime(300);
    motion.pointerEnter('mouse');
    vi.advanceTimersByTime(1000);
    expect(calls).toEqual(['show', 'play']);
  });

  it('needs a 500 ms press on touch, and swallows the click for 750 ms after it', () => {
    let clock = 0;
    const motion = createLiveMotion(target, () => clock);
    motion.touchStart();
    motion.touchEnd(); // a tap
    vi.advanceTimersByTime(600);
    expect(calls).toEqual([]);
    expect(motion.guarded()).toBe(false);
    motion.touchStart();
    vi.advanceTimersByTime(500);
    expect(calls).toEqual(['show', 'play']);
    clock = 1000;
    motion.touchEnd();
    expect(motion.guarded()).toBe(true);
    clock = 1750;
    expect(motion.guarded()).toBe(false);
  });

  it('goes back to the still when the clip ends (it plays once)', () => {
    const motion = createLiveMotion(target);
    motion.pointerEnter('mouse');
    motion.ended();
    vi.advanceTimersByTime(375);
    expect(calls).toEqual(['show', 'play', 'hide', 'stop']);
  });
});
