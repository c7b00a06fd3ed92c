/**
 * Rounds of a measurement: the best of five, as another process busy on the machine (a browser
 * test beside these) can slow any one round; a slow machine moves every round alike.
 */
const ROUNDS = 5;

/**
 * The best per-call time of `fn` in milliseconds over ROUNDS rounds of at least 20 ms each. Tests
 * compare such times at two sizes (growth, not speed), so a slow or busy machine moves both alike.
 */
export function perCallMs(fn: () => unknown): number {
  let best = Number.POSITIVE_INFINITY;
  for (let round = 0; round < ROUNDS; round++) {
    const start = performance.now();
    let calls = 0;
    let elapsed = 0;
    do {
      fn();
      calls++;
      elapsed = performance.now() - start;
    } while (elapsed < 20);
    best = Math.min(best, elapsed / calls);
  }
  return best;
}

/**
 * What growthOf may answer for work that is linear: 4 to 6 on a quiet machine (bigger strings cost
 * a little more to allocate and collect), up to 8.6 seen while a browser suite ran beside it. Work
 * that is quadratic answers 16, far past it.
 */
export const LINEAR_GROWTH_LIMIT = 10;

/** How much longer `fn` takes on `grow(4)` than on `grow(1)`: 16 when quadratic (LINEAR_GROWTH_LIMIT). */
export function growthOf<T>(fn: (input: T) => unknown, grow: (times: number) => T): number {
  const small = grow(1);
  const large = grow(4);
  return perCallMs(() => fn(large)) / perCallMs(() => fn(small));
}
