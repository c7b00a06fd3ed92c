import type { NpfAskLayout, NpfLayoutBlock, NpfRowsLayout } from './types.js';

/** How a post's blocks are laid out beyond a plain stack (npf-spec "Layout Blocks"). */
export interface LayoutPlan {
  /** Blocks shown side by side (a photoset's rows), by index; every other block is a row of its own. */
  rows?: number[][];
  /** The photoset pages as a carousel: its photos are one row in that mode. */
  carousel?: boolean;
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
  const { rows = [], carousel = false, readMoreAfter, ask } = plan;
  if (ask && ask.blocks > 0) layouts.push({ ...ask, type: 'ask', blocks: range(0, ask.blocks) });
  // The read more may not come after the last block (npf-spec "Read more").
  const truncate = readMoreAfter !== null && readMoreAfter < count - 1 ? readMoreAfter : null;
  const sideBySide = rows.some((row) => row.length > 1);
  if (!sideBySide && !carousel && truncate === null) return layouts;
  const grouped = new Set(rows.flat());
  const display: NpfRowsLayout['display'] = [
    ...(carousel
      ? [{ blocks: rows.flat(), mode: { type: 'carousel' as const } }]
      : rows.map((blocks) => ({ blocks }))),
    ...range(0, count)
      .filter((i) => !grouped.has(i))
      .map((i) => ({ blocks: [i] })),
  ].sort((a, b) => a.blocks[0]! - b.blocks[0]!);
  layouts.push({ type: 'rows', display, ...(truncate === null ? {} : { truncate_after: truncate }) });
  return layouts;
}
