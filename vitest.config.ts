import { defineConfig } from 'vitest/config';

/** Unit and API tests of every package; browser journeys live in packages/web/e2e (Playwright). */
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: [
            'packages/server/src/**/*.test.ts',
            'packages/server/test/**/*.test.ts',
            'packages/server/bench/**/*.test.ts',
          ],
          globalSetup: ['packages/server/test/global-setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/web/e2e/**'],
        },
      },
    ],
  },
});
