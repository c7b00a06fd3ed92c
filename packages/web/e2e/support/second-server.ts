import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect } from '@playwright/test';

/**
 * A second server of a spec's own (e2e/serve.mjs on `port`, a fresh database) for settings the
 * journeys' main server must not have: started in beforeAll, ready when it answers, stopped in
 * afterAll with `stop`.
 */
export async function startSecondServer(
  port: number,
  label: string,
  env: Record<string, string>,
): Promise<{ origin: string; stop: () => Promise<void> }> {
  const origin = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn(process.execPath, ['e2e/serve.mjs'], {
    cwd: resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      ROOKERY_E2E_PORT: String(port),
      ROOKERY_E2E_DATA_DIR: mkdtempSync(join(tmpdir(), `rookery-e2e-${label}-`)),
      ...env,
    },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${origin}/svc/account/session`).catch(() => null))?.status, {
      timeout: 100_000,
      intervals: [500],
    })
    .toBe(200);
  return {
    origin,
    async stop() {
      if (server.exitCode !== null) return;
      const gone = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await gone;
    },
  };
}
