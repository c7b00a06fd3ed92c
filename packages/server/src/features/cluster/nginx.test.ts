import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, openEventStream } from '../../../test/live-client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { freePort } from '../../net/free-port.js';

/**
 * Issue 22: three Rookery processes on one database behind a real nginx (Debian's, installed by
 * `npm test` when missing: scripts/ensure-nginx.sh), proxied by the very snippet the README
 * documents (docs/nginx/rookery-proxy.conf). A mixed load goes through it while one process is
 * killed: only requests in flight on that process may fail, every acknowledged write is in the
 * database, and the rest of the run is answered by the two left.
 */
const NGINX = '/usr/sbin/nginx';
const serverDir = resolve(import.meta.dirname, '../../..');
const snippet = resolve(serverDir, '../../docs/nginx/rookery-proxy.conf');
const work = mkdtempSync(join(tmpdir(), 'rookery-nginx-'));

interface Proc {
  child: ChildProcess;
  output: () => string;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let servers: Proc[] = [];
let nginx: Proc;
let base: string;

function start(command: string, args: string[], env: NodeJS.ProcessEnv, cwd = serverDir): Proc {
  let output = '';
  const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, output: () => output };
}

async function until(what: string, ready: () => boolean | Promise<boolean>, proc: Proc): Promise<void> {
  for (let i = 0; i < 900; i++) {
    if (await ready()) return;
    if (proc.child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not start:\n${proc.output()}`);
}

function stop(proc: Proc | undefined, signal: NodeJS.Signals = 'SIGINT'): Promise<void> {
  if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return Promise.resolve();
  const exited = new Promise<void>((r) => proc.child.once('exit', () => r()));
  proc.child.kill(signal);
  return exited;
}

beforeAll(async () => {
  if (!existsSync(NGINX))
    throw new Error(`No nginx at ${NGINX}: run scripts/ensure-nginx.sh (npm test does).`);
  database = await createTestDatabase();
  const proxyPort = await freePort();
  base = `http://127.0.0.1:${proxyPort}`;
  const ports = [await freePort(), await freePort(), await freePort()];
  servers = ports.map((port, i) =>
    start(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      TRUST_PROXY: '1',
      DATABASE_URL: database.url,
      DATA_DIR: join(work, `server-${i}`),
      SESSION_SECRET: 'nginx-test-secret',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1',
    }),
  );
  await Promise.all(
    servers.map((s, i) => until(`server ${i}`, () => s.output().includes('Press Ctrl-C'), s)),
  );

  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'])
    mkdirSync(join(work, dir), { recursive: true });
  const upstreams = ports.map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n    ');
  writeFileSync(
    join(work, 'nginx.conf'),
    `worker_processes 1;
daemon off;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream rookery {
    ${upstreams}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${proxyPort};
    include ${snippet};
  }
}
`,
  );
  nginx = start(
    NGINX,
    ['-c', join(work, 'nginx.conf'), '-p', work, '-e', join(work, 'error.log')],
    process.env,
    work,
  );
  await until(
    'nginx',
    async () => (await fetch(`${base}/svc/account/session`).catch(() => null))?.status === 200,
    nginx,
  );
}, 180_000);

afterAll(async () => {
  await stop(nginx, 'SIGQUIT');
  await Promise.all(servers.map((s) => stop(s)));
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}, 60_000);

describe('three processes behind nginx', () => {
  it('streams push events through the proxy, unbuffered', async () => {
    const ann = new LiveClient(base);
    expect((await ann.register('ann@example.com', 'ann')).status).toBe(200);
    const stream = await openEventStream(`${base}/svc/push`, ann.cookie);
    try {
      expect(stream.status).toBe(200);
      // The first event (the counts) arrives at once, not when a proxy buffer fills.
      await stream.next('counts', 2000);
    } finally {
      stream.close();
    }
  });

  it('takes a mixed load while one process is killed: only requests in flight fail, no acknowledged write is lost', async () => {
    const writers = await Promise.all(
      ['bea', 'cid', 'dot'].map(async (name) => {
        const client = new LiveClient(base);
        expect((await client.register(`${name}@example.com`, name)).status).toBe(200);
        return client;
      }),
    );
    const acknowledged: string[] = [];
    const outcomes: { at: number; status: number }[] = [];
    const started = performance.now();
    const RUN_MS = 6000;
    const KILL_AT_MS = 2000;
    let killed = Number.POSITIVE_INFINITY;
    const killer = setTimeout(() => {
      killed = performance.now() - started;
      servers[1]?.child.kill('SIGKILL');
    }, KILL_AT_MS);

    let n = 0;
    await Promise.all(
      writers.flatMap((client) =>
        [0, 1].map(async () => {
          while (performance.now() - started < RUN_MS) {
            const i = n++;
            const write = i % 3 === 0;
            const res = await (write
              ? client.request('POST', '/svc/post/update', {
                  post: { type: 'text', state: '0', one: `Under load ${i}`, two: 'Words.' },
                })
              : client.request('GET', i % 2 ? '/svc/dashboard' : '/svc/account/session')
            )
              // nginx's own error page (502) is not the envelope: counted as a failure.
              .catch(() => ({ status: 0, body: { response: null } }));
            outcomes.push({ at: performance.now() - started, status: res.status });
            const id = (res.body.response as { post?: { id?: string } } | null)?.post?.id;
            if (write && res.status === 200 && id) acknowledged.push(id);
          }
        }),
      ),
    );
    clearTimeout(killer);

    const failed = outcomes.filter((o) => o.status !== 200);
    console.log(
      `behind nginx: ${outcomes.length} requests in ${RUN_MS / 1000} s, ${acknowledged.length} posts saved, ` +
        `${failed.length} failed (${failed.map((f) => `${f.status} at ${f.at.toFixed(0)} ms`).join(', ')}; one process killed at ${killed.toFixed(0)} ms)`,
    );
    expect(outcomes.length).toBeGreaterThan(100);
    // At most the requests in flight when it went (a POST already sent is never repeated, which
    // nginx cannot tell from one it could still send elsewhere): one per concurrent loop.
    expect(failed.length).toBeLessThanOrEqual(6);
    for (const failure of failed) expect(failure.at).toBeGreaterThanOrEqual(killed - 50);
    // After the kill, the two processes left answer everything.
    expect(outcomes.filter((o) => o.at > killed + 1000).every((o) => o.status === 200)).toBe(true);
    // Every post a writer was told was saved is in the database.
    const stored = await database.db
      .selectFrom('posts')
      .select('id')
      .where('id', 'in', acknowledged)
      .execute();
    expect(stored).toHaveLength(acknowledged.length);
  });
});
