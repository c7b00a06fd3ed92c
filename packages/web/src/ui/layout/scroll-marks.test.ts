// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readScroll, watchScroll } from './scroll-marks';

describe('readScroll', () => {
  it('is past the sticky threshold only beyond 45 px', () => {
    expect(readScroll(45, 0, false).past).toBe(false);
    expect(readScroll(46, 0, false).past).toBe(true);
  });

  it('follows the direction of the last move and keeps it when the page did not move', () => {
    expect(readScroll(300, 200, false).down).toBe(true);
    expect(readScroll(200, 300, true).down).toBe(false);
    expect(readScroll(300, 300, true).down).toBe(true);
    expect(readScroll(300, 300, false).down).toBe(false);
  });

  it('is far from 2000 px on', () => {
    expect(readScroll(1999, 0, false).far).toBe(false);
    expect(readScroll(2000, 0, false).far).toBe(true);
  });
});

describe('watchScroll', () => {
  const root = document.documentElement;
  const scrollTo = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  const marks = () => ({
    sticky: root.hasAttribute('data-sticky-header'),
    hidden: root.hasAttribute('data-nav-hidden'),
    far: root.hasAttribute('data-scrolled-far'),
  });

  let stop = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
    stop = watchScroll(root, window);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('turns the header sticky 500 ms after passing 45 px, hiding the nav while going down', () => {
    scrollTo(100);
    expect(marks()).toEqual({ sticky: false, hidden: true, far: false });
    vi.advanceTimersByTime(499);
    expect(marks().sticky).toBe(false);
    vi.advanceTimersByTime(1);
    expect(marks()).toEqual({ sticky: true, hidden: true, far: false });
    scrollTo(80);
    expect(marks()).toEqual({ sticky: true, hidden: false, far: false });
  });

  it('drops sticky at once back within 45 px, and a quick return never turns it on', () => {
    scrollTo(100);
    vi.advanceTimersByTime(500);
    scrollTo(45);
    expect(marks()).toEqual({ sticky: false, hidden: false, far: false });
    scrollTo(60);
    scrollTo(10);
    vi.advanceTimersByTime(1000);
    expect(marks().sticky).toBe(false);
  });

  it('marks the page far from 2000 px', () => {
    scrollTo(2000);
    expect(marks().far).toBe(true);
    scrollTo(1500);
    expect(marks().far).toBe(false);
  });
});
