import { join, resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { JOURNEY_BROWSER } from './e2e/support/browsers';
import { E2E_BASE_URL } from './e2e/support/server';

const repoRoot = resolve(import.meta.dirname, '../..');

/**
 * One fresh data directory (embedded PostgreSQL, mail files) per run. The config is evaluated again
 * in each worker; workers inherit this process's environment, so they all see the same directory.
 */
process.env.ROOKERY_E2E_DATA_DIR ??= join(repoRoot, '.tmp', `e2e-${Date.now()}`);

export default defineConfig({
  testDir: 'e2e',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: join(repoRoot, '.tmp', 'playwright-results'),
  use: {
    baseURL: E2E_BASE_URL,
    // A trace only when asked for (ROOKERY_TRACE=1): recording one for every journey, to keep the
    // failures', made the run 17 % slower, and CI keeps nothing but its log. A failure still leaves
    // its screenshot and the page's accessibility snapshot (error-context.md).
    trace: process.env.ROOKERY_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 900 },
        // Debian's Chromium, never a downloaded browser (no `playwright install`).
        launchOptions: {
          executablePath: JOURNEY_BROWSER,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${E2E_BASE_URL}/svc/account/session`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { ROOKERY_E2E_DATA_DIR: process.env.ROOKERY_E2E_DATA_DIR },
    // SIGTERM lets the server stop its embedded PostgreSQL instead of leaving it running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
