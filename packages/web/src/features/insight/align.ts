import type { InsightPoint } from '@rookery/core';

/** A chart's time axis: every `step` seconds from `from` up to (not including) `to`. */
export interface Grid {
  from: number;
  to: number;
  step: number;
}

/**
 * Several series on one time axis, as uPlot takes them: with a grid, every bucket of the range
 * (a bucket nothing happened in is a 0, not a gap the line would bridge); times any series has off
 * the grid are kept too; each series' value at each time, 0 where it has none.
 */
export function align(series: InsightPoint[][], grid?: Grid): { times: number[]; values: number[][] } {
  const all = new Set(series.flatMap((points) => points.map(([t]) => t)));
  if (grid && grid.step > 0)
    for (let t = Math.floor(grid.from / grid.step) * grid.step; t < grid.to; t += grid.step) all.add(t);
  const times = [...all].sort((a, b) => a - b);
  const values = series.map((points) => {
    const at = new Map(points);
    return times.map((t) => at.get(t) ?? 0);
  });
  return { times, values };
}
