import { describe, expect, it } from 'vitest';
import { rssGrowth } from './rss.js';

const MB = 1048576;

describe('rssGrowth', () => {
  it('is not fooled by a collection that falls on the end of the warm-up', () => {
    const samples = Array.from({ length: 600 }, (_, s) => (s === 60 ? 255 : 299) * MB);
    const { after, end, growth } = rssGrowth(samples, 60);
    expect(after).toBe(299 * MB);
    expect(end).toBe(299 * MB);
    expect(growth).toBe(0);
  });

  it('sees a steady climb as growth', () => {
    const samples = Array.from({ length: 600 }, (_, s) => (250 + s / 6) * MB);
    const { growth } = rssGrowth(samples, 60);
    // About 255 MB at the warm-up's end, about 347 at the end.
    expect(growth).toBeGreaterThan(0.3);
    expect(growth).toBeLessThan(0.4);
  });

  it('takes the samples it has in a short run', () => {
    expect(rssGrowth([100 * MB, 110 * MB], 60)).toEqual({ after: 100 * MB, end: 110 * MB, growth: 0.1 });
  });
});
