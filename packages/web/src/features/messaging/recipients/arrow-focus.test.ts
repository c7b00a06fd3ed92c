import { describe, expect, it } from 'vitest';
import { arrowTarget } from './arrow-focus';

describe('arrowTarget', () => {
  it('moves down and right to the next item, stopping at the last', () => {
    expect(arrowTarget('ArrowDown', -1, 3)).toBe(0);
    expect(arrowTarget('ArrowDown', 0, 3)).toBe(1);
    expect(arrowTarget('ArrowRight', 1, 3)).toBe(2);
    expect(arrowTarget('ArrowDown', 2, 3)).toBe(2);
  });

  it('moves up and left to the one before, stopping at the first', () => {
    expect(arrowTarget('ArrowUp', 2, 3)).toBe(1);
    expect(arrowTarget('ArrowLeft', 0, 3)).toBe(0);
    expect(arrowTarget('ArrowUp', -1, 3)).toBe(0);
  });

  it('leaves other keys and empty lists alone', () => {
    expect(arrowTarget('Enter', 0, 3)).toBeNull();
    expect(arrowTarget('ArrowDown', -1, 0)).toBeNull();
  });
});
