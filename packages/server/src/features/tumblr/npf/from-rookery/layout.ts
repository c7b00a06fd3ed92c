import type { NpfAskLayout, NpfLayoutBlock, NpfRowsLayout } from './types.js';

/** How a post's blocks are laid out beyond a plain stack (npf-spec "Layout Blocks"). */
export interface LayoutPlan {
  /**
   * A photo post's photos, which lead its blocks: in the rows of its layout ("21"), or as one row
   * paged as a carousel. Every other block is a row of its own.
   */
  photoset?: { count: number; layout: string; carousel: boolean };
  readMoreAfter: number | null;
  /** The first `blocks` blocks are the question of an answer. */
  ask?: Omit<NpfAskLayout, 'type' | 'blocks'> & { blocks: number };
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);

/**
 * The "photoset" digits of a photo post ("21": two photos, then one) as rows of the first `count`
 * blocks; photos the digits do not reach are one a row, as the blog page shows them.
 */
export function photoRows(layout: string, count: number): number[][] {
  const sizes = [...layout].map(Number).filter((size) => size > 0);
  const rows: number[][] = [];
  let next = 0;
  for (const size of sizes) {
    if (next >= count) break;
    rows.push(range(next, Math.min(next + size, count)));
    next += size;
  }
  return [...rows, ...range(next, count).map((i) => [i])];
}

/**
 * The layout a plan needs and no more: no rows layout when the blocks simply stack (the spec's
 * default), else one that names every block, as the spec asks, with the truncation point.
 */
export function layoutOf(count: number, plan: LayoutPlan): NpfLayoutBlock[] {
  const layouts: NpfLayoutBlock[] = [];
  const { photoset, readMoreAfter, ask } = plan;
  if (ask && ask.blocks > 0) layouts.push({ ...ask, type: 'ask', blocks: range(0, ask.blocks) });
  // The read more may not come after the last block (npf-spec "Read more").
  const truncate = readMoreAfter !== null && readMoreAfter < count - 1 ? readMoreAfter : null;
  const carousel = photoset?.carousel ? range(0, photoset.count) : null;
  // The layout's own rows, written even when each holds one photo, so the post reads back as it was.
  const rows = photoset && !carousel && photoset.layout ? photoRows(photoset.layout, photoset.count) : [];
  if (rows.length === 0 && !carousel && truncate === null) return layouts;
  const grouped = new Set(carousel ?? rows.flat());
  const display: NpfRowsLayout['display'] = [
    ...(carousel
      ? [{ blocks: carousel, mode: { type: 'carousel' as const } }]
      : rows.map((blocks) => ({ blocks }))),
    ...range(0, count)
      .filter((i) => !grouped.has(i))
      .map((i) => ({ blocks: [i] })),
  ].sort((a, b) => a.blocks[0]! - b.blocks[0]!);
  layouts.push({ type: 'rows', display, ...(truncate === null ? {} : { truncate_after: truncate }) });
  return layouts;
}
