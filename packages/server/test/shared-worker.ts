import { afterAll, vi } from 'vitest';

/**
 * The server's test files share a worker and its modules (isolate: false in vitest.config.ts).
 * Whatever a file faked or stubbed ends with it, so the next file in the worker starts on the real
 * clock, environment and functions, even when a file forgot to put them back.
 */
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
