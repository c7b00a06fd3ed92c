import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Test files that run alone, after all the others and with nothing beside them (not the journeys
 * either): they measure time or growth (a neighbour's load would move their figures), run load
 * through several server processes (cluster, nginx), or build the server's dist, which the browser
 * journeys' server runs from. A new test that times anything belongs here, whatever its package.
 */
const ALONE = [
  'packages/server/src/features/editor/linear-time.test.ts',
  'packages/server/test/plain-text.test.ts',
  'packages/server/src/features/posts/heavy-bodies.test.ts',
  'packages/server/src/threads/text-pool.test.ts',
  'packages/server/src/features/accounts/health.test.ts',
  'packages/server/src/features/cluster/*.test.ts',
  'packages/server/src/features/push/two-processes.test.ts',
  'packages/server/test/runtime.test.ts',
];

/**
 * Server test files that need a process of their own: they fake the clock, which would carry into
 * the next file sharing their process, or start processes of their own (PostgreSQL clusters of two
 * majors, a streaming replica, ffmpeg, the server from its sources) and check no time.
 */
const ISOLATED = [
  'packages/server/src/jobs/runner.test.ts',
  'packages/server/src/jobs/publish-scheduled-post.test.ts',
  'packages/server/src/jobs/publish-queue.test.ts',
  'packages/server/src/features/account-export/account-export.test.ts',
  'packages/server/src/features/push/counts-cache.test.ts',
  'packages/server/src/features/push/counts-refresh.test.ts',
  'packages/server/src/features/account-deletion/account-deletion.test.ts',
  'packages/server/src/db/replica.test.ts',
  'packages/server/src/db/embedded/upgrade.test.ts',
  'packages/server/src/features/media/video/*.test.ts',
  'packages/server/test/lifecycle.test.ts',
];

const server = {
  globalSetup: ['packages/server/test/global-setup.ts'],
  testTimeout: 20_000,
  hookTimeout: 60_000,
};

/**
 * Unit and API tests of every package; browser journeys live in packages/web/e2e (Playwright).
 * Two files at a time: one alone left a core idle while a test waited on its timers or PostgreSQL
 * (1.2 of 2 cores busy over the run). Vitest's default is one worker fewer than the cores.
 */
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'core',
          include: ['packages/core/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...ALONE],
        },
      },
      {
        test: {
          name: 'server',
          include: [
            'packages/server/src/**/*.test.ts',
            'packages/server/test/**/*.test.ts',
            'packages/server/bench/**/*.test.ts',
          ],
          exclude: [...configDefaults.exclude, ...ALONE, ...ISOLATED],
          // The files of a worker share its modules: each file evaluating the whole server again was
          // a third of its time. Each still has its own database, and app state lives on the app;
          // shared-worker.ts puts back what a file faked.
          isolate: false,
          setupFiles: ['packages/server/test/shared-worker.ts'],
          ...server,
        },
      },
      { test: { name: 'server-isolated', include: ISOLATED, ...server } },
      {
        test: {
          name: 'web',
          include: ['packages/web/src/**/*.test.{ts,tsx}'],
          exclude: ['packages/web/e2e/**'],
        },
      },
      {
        test: {
          name: 'alone',
          include: ALONE,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
          ...server,
        },
      },
    ],
  },
});
