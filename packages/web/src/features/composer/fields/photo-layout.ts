/**
 * A photoset layout is a string of digits, one per row, each the number of photos in that row
 * ("122": one wide photo, then two pairs). People choose how many per row; a remainder goes first.
 */
export const PHOTOS_PER_ROW_CHOICES = [1, 2, 3] as const;

export function layoutFor(count: number, perRow: number): string {
  if (count <= 0) return '';
  const size = Math.max(1, Math.min(perRow, count));
  const rest = count % size;
  const rows = Array.from({ length: Math.floor(count / size) }, () => String(size));
  return (rest ? String(rest) : '') + rows.join('');
}

/** How many per row a layout was made with: its widest row (1 when there is none). */
export function perRowOf(layout: string): number {
  return Math.max(1, ...Array.from(layout, Number).filter((n) => n > 0));
}

/** The layout kept for a new photo count: the same per-row choice, laid out again. */
export function relayout(layout: string, count: number): string {
  return layoutFor(count, perRowOf(layout));
}
