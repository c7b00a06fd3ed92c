import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/net/free-port.js';

/**
 * `npm start` as a person runs it: the real main.ts on an embedded PostgreSQL in a fresh DATA_DIR.
 * Ctrl-C must stop the HTTP server before the database, and a restart must find everything.
 */
const serverDir = resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(join(tmpdir(), 'rookery-lifecycle-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(port: number): Promise<{ child: ChildProcess; output: () => string }> {
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  for (let i = 0; i < 600 && !output.includes('Press Ctrl-C'); i++) {
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  expect(output).toContain('Press Ctrl-C');
  return { child, output: () => output };
}

async function stop(child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  child.kill('SIGINT');
  return exited;
}

describe('start and stop', () => {
  it('seeds demo content, stops the server before the database on SIGINT, and keeps data across restarts', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const first = await start(port);
    expect(first.output()).toContain('ada@rookery.local');

    const visitor = await fetch(`${base}/svc/account/session`);
    const cookie = visitor.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { response } = (await visitor.json()) as { response: { form_key: string } };
    const register = await fetch(`${base}/svc/account/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-form-key': response.form_key, cookie },
      body: JSON.stringify({ email: 'kept@example.com', password: 'kept password', blog_name: 'kept-blog' }),
    });
    expect(register.status).toBe(200);

    expect(await stop(first.child), first.output()).toBe(0);
    const log = first.output();
    expect(log.indexOf('stopping the server')).toBeGreaterThan(-1);
    expect(log.indexOf('Stopping the jobs')).toBeGreaterThan(log.indexOf('stopping the server'));
    expect(log.indexOf('Stopping the database')).toBeGreaterThan(log.indexOf('Stopping the jobs'));
    expect(log).toContain('Stopped.');

    const second = await start(port);
    const blog = await fetch(`${base}/svc/data/tumblelog?tumblelog=kept-blog`);
    expect(blog.status).toBe(200);
    const demo = await fetch(`${base}/svc/data/tumblelog?tumblelog=night-garden`);
    expect(((await demo.json()) as { response: { title: string } }).response.title).toBe('Night Garden');
    expect(await stop(second.child), second.output()).toBe(0);
  }, 120_000);
});
