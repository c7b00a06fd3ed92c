import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './options.js';

/** Builds share packages/web/dist with the browser tests and other sessions: always under this lock. */
export const BUILD_LOCK = '/tmp/rookery-e2e.lock';

export interface BuildSnapshot {
  serverMain: string;
  webDist: string;
}

/**
 * Builds (unless told not to) and copies the server bundle and the web client into `dir`, all
 * under the build lock, so a build someone starts while the benchmark runs changes neither what
 * the server runs nor what the bundle sizes are read from. The copy stays inside the repository,
 * so the bundles' bare imports still resolve to its node_modules.
 */
export function buildSnapshot(dir: string, skipBuild: boolean): BuildSnapshot {
  const serverDir = join(dir, 'server');
  const webDist = join(dir, 'web');
  const q = (path: string) => `'${path.replace(/'/g, "'\\''")}'`;
  const script = [
    skipBuild ? 'true' : 'npm run build',
    `mkdir -p ${q(serverDir)}`,
    // main.js checks the Node.js version, then imports start.js beside it; start.js starts text
    // threads on text-worker.js beside it.
    `cp packages/server/dist/main.js packages/server/dist/start.js packages/server/dist/text-worker.js ${q(serverDir)}/`,
    `cp -r packages/web/dist ${q(webDist)}`,
    // The post-card renderer sits beside the client, where the server looks for it (WEB_DIST/../dist-ssr).
    `if [ -d packages/web/dist-ssr ]; then cp -r packages/web/dist-ssr ${q(join(dir, 'dist-ssr'))}; fi`,
  ].join(' && ');
  const result = spawnSync('flock', [BUILD_LOCK, 'bash', '-c', script], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`The build failed (exit ${result.status ?? result.signal})`);
  return { serverMain: join(serverDir, 'main.js'), webDist };
}
