import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDns, type TestDns } from '../../../test/dns-server.js';
import { LiveClient } from '../../../test/live-client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { freePort } from '../../net/free-port.js';

/**
 * Issue 22: `WORKERS=3`, the real server (src/main.ts through tsx) as a cluster of three processes
 * sharing one port and one database. The port hands connections to the processes in turn, so a
 * run of requests visits all three: nothing one of them keeps in memory may contradict another.
 */
const serverDir = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'rookery-cluster-'));
const WORKERS = 3;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let dns: TestDns;
let child: ChildProcess;
let base: string;
let port: number;
let output = '';

beforeAll(async () => {
  database = await createTestDatabase();
  dns = await startTestDns();
  port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts', `--workers=${WORKERS}`], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      SESSION_SECRET: 'cluster-secret',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      BLOG_DOMAIN: 'blogs.test',
      DNS_SERVERS: dns.address,
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  for (let i = 0; i < 900 && !output.includes('Press Ctrl-C'); i++) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!output.includes('Press Ctrl-C')) throw new Error(`the cluster did not start:\n${output}`);
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGINT');
    expect(await exited).toBe(0);
  }
  await dns?.close();
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

/** The server processes under the primary (not tsx's compiler service beside them). */
const workerPids = () =>
  execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(child.pid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes('src/main.ts'))
    .map((line) => Number.parseInt(line.trim(), 10))
    .filter((pid) => pid > 0);

/** GET `path` as a browser at `host` does (fetch cannot name the host). */
function getAt(host: string, path: string): Promise<number> {
  return new Promise((done, fail) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      res.resume();
      res.on('end', () => done(res.statusCode ?? 0));
    });
    req.on('error', fail);
    req.end();
  });
}

/** Enough requests, one connection each, for every process to answer some. */
const manyTimes = <T>(run: () => Promise<T>) => Promise.all(Array.from({ length: WORKERS * 4 }, run));

describe(`${WORKERS} server processes on one port and one database`, () => {
  it('runs the processes the primary started', () => {
    expect(output).toContain(`${WORKERS} server processes`);
    expect(workerPids()).toHaveLength(WORKERS);
  });

  it('ends a session in every process at once: a logout on one is a logout on all', async () => {
    const ann = new LiveClient(base);
    expect((await ann.register('ann@example.com', 'ann')).status).toBe(200);
    const signedIn = async () =>
      (await ann.request('GET', '/svc/account/session')).body.response.user !== null;
    // Every process has her session cached now.
    expect(await manyTimes(signedIn)).toEqual(Array(WORKERS * 4).fill(true));
    const cookie = ann.cookie;
    expect((await ann.request('POST', '/svc/account/logout')).status).toBe(200);
    // The old cookie, wherever it lands, is nobody's (a cache of 5 s would still know her).
    const stale = new LiveClient(base);
    for (const part of cookie.split('; ')) {
      const [name = '', value = ''] = part.split('=');
      stale.cookies.set(name, value);
    }
    await new Promise((r) => setTimeout(r, 200));
    const after = await manyTimes(
      async () => (await stale.request('GET', '/svc/account/session')).body.response.user,
    );
    expect(after).toEqual(Array(WORKERS * 4).fill(null));
  });

  it('serves a custom domain from every process as soon as one verified it', async () => {
    const bea = new LiveClient(base);
    expect((await bea.register('bea@example.com', 'bea')).status).toBe(200);
    const set = await bea.request('POST', '/svc/blog/bea/domain', { domain: 'bea.example' });
    expect(set.status).toBe(200);
    const txt = set.body.response.records[1];
    dns.records.set(txt.name, [txt.value]);
    expect((await bea.request('POST', '/svc/blog/bea/domain/verify')).status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    // Each process refreshes its domains on the notice, not a minute later.
    expect(await manyTimes(() => getAt('bea.example', '/'))).toEqual(Array(WORKERS * 4).fill(200));
  });

  it('starts another process when one dies, and keeps answering', async () => {
    const [victim] = workerPids();
    process.kill(victim as number, 'SIGKILL');
    await expect
      .poll(() => workerPids().length === WORKERS && !workerPids().includes(victim as number), {
        timeout: 30_000,
      })
      .toBe(true);
    await expect
      .poll(
        async () =>
          (await manyTimes(() => getAt('127.0.0.1', '/svc/account/session'))).every((s) => s === 200),
        {
          timeout: 30_000,
        },
      )
      .toBe(true);
    expect(output).toContain(`Server process ${victim} ended (SIGKILL); starting another.`);
  });
});
