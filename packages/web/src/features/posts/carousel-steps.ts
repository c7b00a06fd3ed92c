import { CAROUSEL_PEEK_THROTTLE_MS } from '@rookery/core';

export type Peek = 'start' | 'end';

/**
 * One move of the photo carousel (doc 2 §4): to the next or previous photo, or, past either end,
 * nowhere, with a peek towards that end instead (the strip nudges and springs back, so the reader
 * sees there is nothing more that way).
 */
export function carouselStep(index: number, count: number, by: 1 | -1): { index: number; peek: Peek | null } {
  const target = index + by;
  if (target < 0) return { index, peek: 'start' };
  if (target >= count) return { index, peek: 'end' };
  return { index: target, peek: null };
}

/** Peeks are throttled (doc 2 §9): one within CAROUSEL_PEEK_THROTTLE_MS of the last is skipped. */
export function canPeek(now: number, lastPeekAt: number | null): boolean {
  return lastPeekAt === null || now - lastPeekAt >= CAROUSEL_PEEK_THROTTLE_MS;
}

/**
 * The one-time peek when the carousel first comes fully into view: towards the next photo, as a
 * hint that the strip moves; only while the reader is still on the first photo of several.
 */
export function introPeek(index: number, count: number): Peek | null {
  return index === 0 && count > 1 ? 'end' : null;
}
