import type { PostPhoto } from '@rookery/core';

/**
 * A photo is shown at most this tall for its width (2:3). A taller one is cropped from the top, and
 * a lone one can be opened out to its whole height.
 */
export const TALLEST_RATIO = 2 / 3;
/** In a row of several, a panorama is cropped to this, so it leaves its neighbours some room. */
export const WIDEST_RATIO = 3;

/** Rows of the layout ("122"): how many photos go in each, the rest one per row. */
export function rowsOf<T>(photos: readonly T[], layout: string): T[][] {
  const rows: T[][] = [];
  let at = 0;
  for (const digit of layout) {
    const size = Number(digit);
    if (!size || at >= photos.length) continue;
    rows.push(photos.slice(at, at + size));
    at += size;
  }
  while (at < photos.length) rows.push(photos.slice(at, ++at));
  return rows;
}

/** Width over height, when the photo's size is known. */
export function ratioOf(size: Pick<PostPhoto, 'width' | 'height'>): number | null {
  return size.width && size.height ? size.width / size.height : null;
}

/**
 * The shape a photo's frame takes. A lone photo keeps its own shape up to the tallest allowed. In a
 * row of several, each frame's width goes by its shape, so the row's photos share one height; an
 * unknown size counts as square.
 */
export function frameRatio(ratio: number | null, inRow: boolean): number | null {
  if (ratio === null) return inRow ? 1 : null;
  const tallest = Math.max(ratio, TALLEST_RATIO);
  return inRow ? Math.min(tallest, WIDEST_RATIO) : tallest;
}

/** Whether a lone photo is cut short by the tallest shape allowed. */
export function isCapped(ratio: number | null): boolean {
  return ratio !== null && ratio < TALLEST_RATIO;
}
