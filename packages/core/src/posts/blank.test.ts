import { describe, expect, it } from 'vitest';
import { isBlank } from './blank.js';

/**
 * The best per-call time of `fn` over a few rounds of at least 20 ms each. The tests compare two
 * sizes (growth, not speed), so a slow or busy machine moves both alike: 16 times longer for 4 times
 * the text when quadratic, 4 to 6 when linear (bigger strings cost a little more to collect).
 */
function perCallMs(fn: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < 3; round++) {
    const start = Date.now();
    let calls = 0;
    let elapsed = 0;
    do {
      fn();
      calls++;
      elapsed = Date.now() - start;
    } while (elapsed < 20);
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

describe('isBlank', () => {
  it('sees through markup a reader does not see, not through images and embeds', () => {
    expect(isBlank('')).toBe(true);
    expect(isBlank('<p><br></p> &nbsp;')).toBe(true);
    expect(isBlank('<p><img src="/a.jpg"></p>')).toBe(false);
    expect(isBlank('<iframe src="https://x"></iframe>')).toBe(false);
    expect(isBlank('<p>a</p>')).toBe(false);
    expect(isBlank('<<<')).toBe(false);
  });

  it('takes time in proportion to the text, even for a long run of unclosed tags', () => {
    for (const unit of ['<', '<a ', '<!--']) {
      const small = unit.repeat(16_000);
      const large = unit.repeat(64_000);
      const ratio = perCallMs(() => isBlank(large)) / perCallMs(() => isBlank(small));
      expect(ratio, unit).toBeLessThan(8);
    }
  });
});
