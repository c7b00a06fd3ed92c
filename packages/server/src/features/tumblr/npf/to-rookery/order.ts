import type { NpfContent } from '../schema.js';

/** How a post's blocks are laid out (npf-spec "Layout Blocks"). */
export interface BlockOrder {
  /** Indexes of the blocks outside any ask, in the order they are shown. */
  shown: number[];
  /** The ask's blocks, in order (the "ask" layout); empty when there is no ask. */
  ask: number[];
  /** Rows of several blocks (photosets), as lists of indexes. */
  rows: number[][];
  /** A row shown as a carousel. */
  carousel: boolean;
  /** The block the "read more" comes after (truncate_after), or null. */
  readMoreAfter: number | null;
}

/**
 * The rows layout orders the blocks (it may list them out of content order); a block it leaves out
 * still comes after the others, so nothing is lost. Without a rows layout the blocks stack in
 * content order.
 */
export function blockOrder({ content, layout }: NpfContent): BlockOrder {
  const valid = (i: number) => Number.isInteger(i) && i >= 0 && i < content.length;
  const rowsLayout = layout.find((l) => l.type === 'rows');
  const askLayout = layout.find((l) => l.type === 'ask');
  const condensed = layout.find((l) => l.type === 'condensed');
  const ask = (askLayout?.blocks ?? []).filter(valid);
  const rows = (rowsLayout?.display ?? []).map((row) => row.blocks.filter(valid));
  const seen = new Set<number>(ask);
  const shown: number[] = [];
  for (const i of [...rows.flat(), ...content.keys()]) {
    if (seen.has(i)) continue;
    seen.add(i);
    shown.push(i);
  }
  const truncate = rowsLayout?.truncate_after ?? condensed?.truncate_after;
  return {
    shown,
    ask,
    rows: rows.filter((row) => row.length > 0),
    carousel: (rowsLayout?.display ?? []).some((row) => row.mode?.type === 'carousel'),
    readMoreAfter: truncate !== undefined && valid(truncate) ? truncate : null,
  };
}
