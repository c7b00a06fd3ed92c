/** How long after one key of a sequence the next still counts; slower typing starts over. */
export const SEQUENCE_TIMEOUT_MS = 1000;

/**
 * A shortcut typed as keys one after another ("z c"), fed with each key's combo. True when the
 * last key completes the sequence in time.
 */
export function createKeySequence(keys: readonly string[], timeoutMs = SEQUENCE_TIMEOUT_MS) {
  let matched = 0;
  let lastAt = 0;

  return {
    feed(combo: string, now: number): boolean {
      if (matched > 0 && now - lastAt > timeoutMs) matched = 0;
      if (combo === keys[matched]) matched++;
      else matched = combo === keys[0] ? 1 : 0;
      lastAt = now;
      if (matched < keys.length) return false;
      matched = 0;
      return true;
    },
  };
}
