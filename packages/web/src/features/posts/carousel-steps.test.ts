import { CAROUSEL_PEEK_THROTTLE_MS } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { canPeek, carouselStep, introPeek } from './carousel-steps';

describe('carouselStep', () => {
  it('moves to the next and previous photo', () => {
    expect(carouselStep(0, 3, 1)).toEqual({ index: 1, peek: null });
    expect(carouselStep(2, 3, -1)).toEqual({ index: 1, peek: null });
  });

  it('peeks instead of moving past either end', () => {
    expect(carouselStep(0, 3, -1)).toEqual({ index: 0, peek: 'start' });
    expect(carouselStep(2, 3, 1)).toEqual({ index: 2, peek: 'end' });
  });
});

describe('canPeek', () => {
  it('allows the first peek and one per throttle window', () => {
    expect(canPeek(1000, null)).toBe(true);
    expect(canPeek(1000 + CAROUSEL_PEEK_THROTTLE_MS - 1, 1000)).toBe(false);
    expect(canPeek(1000 + CAROUSEL_PEEK_THROTTLE_MS, 1000)).toBe(true);
  });
});

describe('introPeek', () => {
  it('hints at the next photo only from the first of several', () => {
    expect(introPeek(0, 3)).toBe('end');
    expect(introPeek(1, 3)).toBeNull();
    expect(introPeek(0, 1)).toBeNull();
  });
});
