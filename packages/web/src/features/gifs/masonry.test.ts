import { describe, expect, it } from 'vitest';
import { masonry, masonryColumns } from './masonry';

describe('GIF masonry', () => {
  it('fits 150-px columns 10 px apart into the width, never fewer than one', () => {
    expect(masonryColumns(310)).toBe(2);
    expect(masonryColumns(309)).toBe(1);
    expect(masonryColumns(470)).toBe(3);
    expect(masonryColumns(40)).toBe(1);
  });

  it('puts each card under the shortest column, scaled to 150 px wide', () => {
    const { places, height } = masonry(
      [
        { width: 250, height: 500 },
        { width: 250, height: 125 },
        { width: 250, height: 250 },
        { width: 250, height: 250 },
      ],
      2,
    );
    expect(places).toEqual([
      { left: 0, top: 0, width: 150, height: 300 },
      { left: 160, top: 0, width: 150, height: 75 },
      { left: 160, top: 85, width: 150, height: 150 },
      { left: 160, top: 245, width: 150, height: 150 },
    ]);
    expect(height).toBe(395);
  });

  it('draws an image of unknown size square, and an empty grid as nothing', () => {
    expect(masonry([{ width: 0, height: 0 }], 1).places[0]!.height).toBe(150);
    expect(masonry([], 3).height).toBe(0);
  });
});
