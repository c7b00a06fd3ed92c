import type { InsightPoint } from '@rookery/core';

/**
 * Several series on one time axis: every time any of them has, ascending, each series' value at
 * each time (0 where it has none), as uPlot takes them.
 */
export function align(series: InsightPoint[][]): { times: number[]; values: number[][] } {
  const times = [...new Set(series.flatMap((points) => points.map(([t]) => t)))].sort((a, b) => a - b);
  const values = series.map((points) => {
    const at = new Map(points);
    return times.map((t) => at.get(t) ?? 0);
  });
  return { times, values };
}
