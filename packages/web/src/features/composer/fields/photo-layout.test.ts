import { describe, expect, it } from 'vitest';
import { layoutFor, perRowOf, relayout } from './photo-layout';

describe('photo layout', () => {
  it('lays photos out in rows, the remainder first', () => {
    expect(layoutFor(3, 1)).toBe('111');
    expect(layoutFor(3, 2)).toBe('12');
    expect(layoutFor(4, 2)).toBe('22');
    expect(layoutFor(5, 3)).toBe('23');
    expect(layoutFor(2, 3)).toBe('2');
    expect(layoutFor(0, 2)).toBe('');
  });

  it('reads the per-row choice back and keeps it when the count changes', () => {
    expect(perRowOf('122')).toBe(2);
    expect(perRowOf('')).toBe(1);
    expect(relayout('22', 5)).toBe('122');
    expect(relayout('', 2)).toBe('11');
  });
});
