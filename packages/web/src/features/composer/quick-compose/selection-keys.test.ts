import { describe, expect, it } from 'vitest';
import { nextSelection } from './selection-keys';

describe('quick compose selection keys', () => {
  it('moves forward with right and down, wrapping after the last icon', () => {
    expect(nextSelection('ArrowRight', 0, 7)).toBe(1);
    expect(nextSelection('ArrowDown', 5, 7)).toBe(6);
    expect(nextSelection('ArrowRight', 6, 7)).toBe(0);
  });

  it('moves back with left and up, wrapping before the first icon', () => {
    expect(nextSelection('ArrowLeft', 3, 7)).toBe(2);
    expect(nextSelection('ArrowUp', 0, 7)).toBe(6);
  });

  it('jumps with Home and End and ignores other keys', () => {
    expect(nextSelection('Home', 4, 7)).toBe(0);
    expect(nextSelection('End', 1, 7)).toBe(6);
    expect(nextSelection('a', 1, 7)).toBeNull();
    expect(nextSelection('Enter', 1, 7)).toBeNull();
  });
});
