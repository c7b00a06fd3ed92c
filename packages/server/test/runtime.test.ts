import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/net/free-port.js';
import { nodeVersionRefusal } from '../src/runtime/node-version.js';
import { LiveClient } from './live-client.js';

/**
 * The server runs on the Node.js that `npm install` brings, whatever Node the system has: `npm start`
 * is `npm run build && npm run serve`, and this starts `npm run serve` from a shell whose PATH has no
 * node_modules/.bin in it, as a person's shell has, so `node` there is the system's.
 */
const repoRoot = resolve(import.meta.dirname, '../../..');
const serverMain = join(repoRoot, 'packages/server/dist/main.js');
const pinnedMajor = Number(
  /^\^(\d+)\./.exec(
    (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { dependencies: { node: string } })
      .dependencies.node,
  )?.[1],
);
const dataDir = mkdtempSync(join(tmpdir(), 'rookery-runtime-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The PATH of a shell outside npm: without the node_modules/.bin folders npm puts first. */
const shellPath = (process.env.PATH ?? '')
  .split(delimiter)
  .filter((dir) => !/node_modules[\\/]\.bin$/.test(dir) && !dir.includes('node-gyp-bin'))
  .join(delimiter);

/** The Node.js a shell without npm's PATH runs, when it is one below Rookery's floor. */
function oldSystemNode(): string | null {
  try {
    const path = execFileSync('sh', ['-c', 'command -v node'], {
      env: { PATH: shellPath },
      encoding: 'utf8',
    }).trim();
    const version = execFileSync(path, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
    return nodeVersionRefusal(version) ? path : null;
  } catch {
    return null;
  }
}

const oldNode = oldSystemNode();

beforeAll(() => {
  // Under the build lock the benchmark and other sessions share (packages/server/bench/build.ts).
  const built = spawnSync(
    'flock',
    ['/tmp/rookery-e2e.lock', 'npm', 'run', '--silent', 'build', '-w', '@rookery/server'],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  expect(built.status, built.stderr).toBe(0);
  expect(existsSync(serverMain)).toBe(true);
}, 120_000);

describe('the runtime', () => {
  it(`npm run serve runs the server on the Node.js ${pinnedMajor} of node_modules and says so in its start-up log, not over HTTP`, async () => {
    const port = await freePort();
    let output = '';
    const child: ChildProcess = spawn('npm', ['run', '--silent', 'serve'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PATH: shellPath,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    // 'close': every process holding the output (npm and the server) has exited.
    const closed = new Promise<void>((r) => child.once('close', () => r()));
    try {
      for (let i = 0; i < 600 && !output.includes('Press Ctrl-C'); i++) {
        if (child.exitCode !== null) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(output).toContain('Press Ctrl-C');
      const line = /^Rookery on Node\.js (\d+)\.(\d+)\.(\d+) \((.+)\)$/m.exec(output);
      expect(line, output).not.toBeNull();
      expect(Number(line![1])).toBe(pinnedMajor);
      expect(line![4]).toContain(join('node_modules', 'node'));
      // The log names the runtime first of all, before the database or anything else can fail.
      expect(output.trimStart().startsWith('Rookery on Node.js')).toBe(true);

      const version = `${line![1]}.${line![2]}.${line![3]}`;
      for (const path of ['/svc/ping', '/svc/account/session', '/no-such-page']) {
        const res = await fetch(`http://127.0.0.1:${port}${path}`);
        const answer = [...res.headers].map(([k, v]) => `${k}: ${v}`).join('\n') + (await res.text());
        expect(answer, path).not.toContain(version);
        expect(answer.toLowerCase(), path).not.toContain('node.js');
      }

      // A long post is rendered on a text thread, which loads dist/text-worker.js beside start.js.
      const author = new LiveClient(`http://127.0.0.1:${port}`);
      expect((await author.register('runtime@example.com', 'runtime-check')).status).toBe(200);
      const saved = await author.request('POST', '/svc/post/update', {
        post: { type: 'text', one: 'Long', two: '**Bold** words.\n\n'.repeat(1000) },
        channel_id: 'runtime-check',
        editor_type: 'markdown',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    } finally {
      // Ctrl-C reaches every process of the terminal's group: npm and the server under it.
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGINT');
    }
    await closed;
    expect(output).toContain('Stopped.');
    await expect(fetch(`http://127.0.0.1:${port}/svc/ping`)).rejects.toThrow();
  }, 90_000);

  it.skipIf(!oldNode)(
    "on the system's older Node.js the built server stops with the one-line refusal",
    () => {
      const node = oldNode!;
      const version = execFileSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).trim();
      const run = spawnSync(node, [serverMain], {
        cwd: repoRoot,
        env: { ...process.env, PATH: shellPath, DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(run.status).toBe(1);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(`${nodeVersionRefusal(version)}\n`);
    },
  );
});
