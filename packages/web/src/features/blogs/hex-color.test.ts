import { describe, expect, it } from 'vitest';
import { toColorInputValue } from './hex-color';

describe('toColorInputValue', () => {
  it('expands the short form and lowercases', () => {
    expect(toColorInputValue('#ABC')).toBe('#aabbcc');
    expect(toColorInputValue('#529ECC')).toBe('#529ecc');
  });

  it('falls back to black for anything a colour input cannot hold', () => {
    expect(toColorInputValue('red')).toBe('#000000');
  });
});
