import { GIF_RENDER_BATCH, GIF_RENDER_BATCH_DELAY_MS } from '@rookery/core';
import { useEffect, useState } from 'react';

/**
 * How many of `total` results to draw (spec document 2 §9): GIF_RENDER_BATCH at first, one batch
 * more every GIF_RENDER_BATCH_DELAY_MS, so 200 cards never land in one long frame. A new result
 * list (`key`) starts again from one batch.
 */
export function useBatches(total: number, key: unknown): number {
  const [shown, setShown] = useState(GIF_RENDER_BATCH);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new list is what resets the count
  useEffect(() => setShown(GIF_RENDER_BATCH), [key]);
  useEffect(() => {
    if (shown >= total) return;
    const timer = window.setTimeout(() => setShown((n) => n + GIF_RENDER_BATCH), GIF_RENDER_BATCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [shown, total]);
  return Math.min(shown, total);
}
