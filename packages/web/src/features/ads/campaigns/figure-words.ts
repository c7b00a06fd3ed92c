import type { FiguresRange } from './use-campaigns';

const counts = new Intl.NumberFormat('en');
const rates = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 });

export const countWords = (n: number) => counts.format(n);
/** A rate of nothing served is no rate at all. */
export const rateWords = (rate: number | null) => (rate === null ? '—' : rates.format(rate));

const HOUR_MS = 3_600_000;

/** The ranges /admin/ads offers for its figures. */
export const FIGURE_RANGES = [
  { days: 7, label: 'Last 7 days' },
  { days: 30, label: 'Last 30 days' },
  { days: null, label: 'All time' },
] as const;
export type FigureDays = (typeof FIGURE_RANGES)[number]['days'];

/** The range of the last `days` (from the hour's start, as the figures are counted), or all time. */
export function rangeOf(days: FigureDays, now = Date.now()): FiguresRange {
  if (days === null) return {};
  return { from: new Date(Math.floor(now / HOUR_MS) * HOUR_MS - days * 24 * HOUR_MS).toISOString() };
}
