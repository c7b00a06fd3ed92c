import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { PushEvent } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, openEventStream } from '../../../test/live-client.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { freePort } from '../../net/free-port.js';

/**
 * The test: push across two server processes on one database. Both are the real server
 * (src/main.ts, what `npm start` runs, through tsx) as child processes: each has its own pool, its
 * own LISTEN connection and its own streams, and nothing in memory is shared, which two apps in
 * one test process could not promise. Starting both takes a few seconds, paid once for the file.
 */
const serverDir = resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(join(tmpdir(), 'rookery-two-processes-'));

interface Server {
  name: string;
  child: ChildProcess;
  base: string;
  output: () => string;
}

async function startServer(name: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: join(dataDir, name),
      SESSION_SECRET: 'two-processes-secret',
      SEED_DEMO: '0',
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
  if (!output.includes('Press Ctrl-C')) throw new Error(`server ${name} did not start:\n${output}`);
  return { name, child, base: `http://127.0.0.1:${port}`, output: () => output };
}

function stopServer(server: Server): Promise<number | null> {
  if (server.child.exitCode !== null) return Promise.resolve(server.child.exitCode);
  const exited = new Promise<number | null>((r) => server.child.once('exit', (code) => r(code)));
  server.child.kill('SIGINT');
  return exited;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let a: Server;
let b: Server;

beforeAll(async () => {
  database = await createTestDatabase();
  [a, b] = await Promise.all([startServer('a', database.url), startServer('b', database.url)]);
}, 120_000);

afterAll(async () => {
  const codes = await Promise.all([a, b].filter(Boolean).map(stopServer));
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
  expect(codes).toEqual([0, 0]);
}, 60_000);

/** An account signed in on `server`, verified and a week old (no 7001, no young-account rule). */
async function account(server: Server, name: string) {
  const client = new LiveClient(server.base);
  const res = await client.register(`${name}@example.com`, name);
  expect(res.status).toBe(200);
  const blog = await database.db
    .selectFrom('blogs')
    .select(['uuid', 'user_id'])
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  await sql`update users set email_verified_at = now(), created_at = now() - interval '7 days'
    where id = ${blog.user_id}`.execute(database.db);
  return { client, uuid: blog.uuid };
}

describe('push across two server processes on one database', () => {
  it('a message sent through one reaches a stream held on the other within 1 s', async () => {
    const ann = await account(a, 'ann-on-a');
    const ben = await account(a, 'ben-on-b');
    // Ben's session lives in the database: the cookie from A opens his stream on B.
    const stream = await openEventStream(`${b.base}/svc/push`, ben.client.cookie);
    try {
      expect(stream.status).toBe(200);
      await stream.next('counts');

      const sent = performance.now();
      const res = await ann.client.request('POST', '/svc/conversations/messages', {
        type: 'TEXT',
        participant: ann.uuid,
        participants: ben.uuid,
        message: 'Hello from process A',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const conversationId = (res.body.response as { id: string }).id;

      const message = await stream.next('message', 1000);
      const latency = message.at - sent;
      expect(latency).toBeLessThan(1000);
      expect(message.data).toMatchObject({
        type: 'message',
        conversation_id: conversationId,
        participant: ben.uuid,
        from: ann.uuid,
      } satisfies Partial<PushEvent>);
      const counts = await stream.next('counts', 1000);
      expect(counts.data).toEqual({
        type: 'counts',
        counts: { unread_messages: { [ben.uuid]: { [conversationId]: 1 } } },
      });
      console.log(`push from A to a stream on B: ${latency.toFixed(0)} ms after the send began`);
    } finally {
      stream.close();
    }
  });
});
