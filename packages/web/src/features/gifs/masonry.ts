import { GIF_CARD_WIDTH, GIF_GRID_GUTTER } from '@rookery/core';

/** A card's place in the grid (px, from the grid's top left). */
export interface MasonryPlace {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** How many GIF_CARD_WIDTH columns fit `width` with GIF_GRID_GUTTER between them (at least one). */
export function masonryColumns(width: number): number {
  return Math.max(1, Math.floor((width + GIF_GRID_GUTTER) / (GIF_CARD_WIDTH + GIF_GRID_GUTTER)));
}

/**
 * The masonry grid (spec document 2 §2, §9): each card, in result order, goes under the shortest
 * column, GIF_CARD_WIDTH wide and as tall as its image's ratio asks, GIF_GRID_GUTTER apart. Result
 * order reads left to right, top to bottom, as the keyboard walks it.
 */
export function masonry(sizes: readonly { width: number; height: number }[], columns: number) {
  const heights = new Array<number>(columns).fill(0);
  const places: MasonryPlace[] = sizes.map(({ width, height }) => {
    const column = heights.indexOf(Math.min(...heights));
    const tall = width > 0 && height > 0 ? Math.round((height * GIF_CARD_WIDTH) / width) : GIF_CARD_WIDTH;
    const place = {
      left: column * (GIF_CARD_WIDTH + GIF_GRID_GUTTER),
      top: heights[column]!,
      width: GIF_CARD_WIDTH,
      height: tall,
    };
    heights[column] = place.top + tall + GIF_GRID_GUTTER;
    return place;
  });
  return { places, height: Math.max(0, Math.max(...heights) - GIF_GRID_GUTTER) };
}
