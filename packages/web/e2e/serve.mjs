// Starts the built server (packages/server/dist/main.js) for the browser journeys: a fresh embedded
// PostgreSQL and mail folder under ROOKERY_E2E_DATA_DIR, no demo data, on port 8199 (or
// ROOKERY_E2E_PORT). The folder is removed when the server stops unless ROOKERY_E2E_KEEP_DATA is set.
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startOutsideSite } from './outside-site.mjs';

const repoRoot = resolve(import.meta.dirname, '../../..');
const dataDir = process.env.ROOKERY_E2E_DATA_DIR || join(repoRoot, '.tmp', `e2e-${Date.now()}`);
mkdirSync(dataDir, { recursive: true });

const port = process.env.ROOKERY_E2E_PORT || '8199';
// "Another site" two ports below (e2e/support/server.ts E2E_OUTSIDE_URL), fetchable by the app.
const outsidePort = Number(port) - 2;
const outside = startOutsideSite(outsidePort);
const env = {
  ...process.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  SEED_DEMO: '0',
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  // The journeys sign up dozens of members from this one address; the login throttle still holds.
  RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
  FETCH_TEST_ALLOW: `127.0.0.1:${outsidePort}`,
  // House ads are on, as an operator would have them; no campaign runs but the ads journey's, which
  // removes its campaign when done, so every other journey sees no ad.
  ADS_ENABLED: '1',
  // The journeys check what a served page carries, not how fast it renders (render-app.test.ts
  // does): past 300 ms a page goes out unrendered, and on a slow shared machine a route's first
  // render (its modules loaded, its code not yet compiled) can take longer.
  PAGE_RENDER_TIME_LIMIT_MS: '3000',
};
// Always the embedded database: a DATABASE_URL from the shell would point the run at real data.
delete env.DATABASE_URL;

console.log(`e2e server data in ${dataDir}`);
// The server resolves packages/web/dist and DATA_DIR from its working directory: the repository root.
const server = spawn(process.execPath, ['packages/server/dist/main.js'], {
  cwd: repoRoot,
  env,
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  outside.close();
  // Each run's database is a few dozen MB; keep it only when asked (to look into a failure).
  if (!process.env.ROOKERY_E2E_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? (signal ? 1 : 0));
});
