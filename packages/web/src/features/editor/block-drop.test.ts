import { describe, expect, it } from 'vitest';
import { DRAG_POSITION_THRESHOLD, dropsAfter } from './block-drop';

describe('dropping a dragged block', () => {
  it('lands after the block under the pointer only past 66 % of its height', () => {
    expect(DRAG_POSITION_THRESHOLD).toBe(0.66);
    expect(dropsAfter(100 + 65, 100, 100)).toBe(false);
    expect(dropsAfter(100 + 66, 100, 100)).toBe(true);
    expect(dropsAfter(100, 100, 100)).toBe(false);
    expect(dropsAfter(199, 100, 100)).toBe(true);
  });
});
