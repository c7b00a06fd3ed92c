import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio, nearestPassingColour, parseHex } from './contrast.js';

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for a colour on itself, either way round', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#2D72A8', '#2D72A8')).toBe(1);
  });

  it('matches known WCAG figures', () => {
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#FFFFFF')).toBeCloseTo(4.54, 2);
  });

  it('is null for something that is not a hex colour', () => {
    expect(contrastRatio('red', '#fff')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(parseHex('#abc')).toEqual([170, 187, 204]);
  });
});

describe('nearestPassingColour', () => {
  it('keeps a colour that already passes', () => {
    expect(nearestPassingColour('#444444', '#FAFAFA')).toBe('#444444');
  });

  it('darkens a pale colour on a pale background just enough, keeping its hue', () => {
    const fixed = nearestPassingColour('#66B2FF', '#FFFFFF') as string;
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    // Just enough: a shade paler would fail.
    expect(contrastRatio(fixed, '#FFFFFF')).toBeLessThan(AA_TEXT_CONTRAST + 0.2);
    const [r, g, b] = parseHex(fixed) as [number, number, number];
    expect(b).toBeGreaterThan(g);
    expect(g).toBeGreaterThan(r);
  });

  it('lightens a dark colour on a dark background', () => {
    const fixed = nearestPassingColour('#203040', '#001935') as string;
    expect(contrastRatio(fixed, '#001935')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    expect(contrastRatio(fixed, '#000000')).toBeGreaterThan(contrastRatio('#203040', '#000000') as number);
  });

  it('finds an answer on a mid grey, where only one direction can pass', () => {
    const fixed = nearestPassingColour('#808080', '#767676') as string;
    expect(contrastRatio(fixed, '#767676')).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
  });

  it('asks for a larger ratio when given one', () => {
    const fixed = nearestPassingColour('#777777', '#FFFFFF', 7) as string;
    expect(contrastRatio(fixed, '#FFFFFF')).toBeGreaterThanOrEqual(7);
  });

  it('is null for non-colours', () => {
    expect(nearestPassingColour('blue', '#fff')).toBeNull();
  });
});
