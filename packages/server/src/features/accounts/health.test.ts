import type { AddressInfo, Socket } from 'node:net';
import { createServer } from 'node:net';
import { ErrorCode, messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createDb } from '../../db/database.js';
import { databaseAnswers } from '../../db/health.js';
import { freePort } from '../../net/free-port.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A database handle on a port nothing listens on: every connection is refused. */
const unreachable = async () => createDb(`postgres://rookery:none@127.0.0.1:${await freePort()}/rookery`, 1);

describe('GET /svc/health', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.client().get<{ database: string }>('/svc/health');
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ database: 'ok' });
  });

  it('answers 503 with Retry-After when a database it reads from does not answer, and 200 again after', async () => {
    const gone = await unreachable();
    t.deps.replica = gone;
    try {
      const res = await t.client().get('/svc/health');
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body.errors).toEqual([
        { code: ErrorCode.unavailable, title: 'Service Unavailable', detail: messages.databaseUnavailable },
      ]);
    } finally {
      delete t.deps.replica;
      await gone.destroy();
    }
    expect((await t.client().get('/svc/health')).status).toBe(200);
  });

  it('gives up on a database that takes the connection but never answers', async () => {
    // A listener that accepts and stays silent stands for a database cut off by the network.
    const sockets = new Set<Socket>();
    const silent = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const hung = createDb(`postgres://rookery:none@127.0.0.1:${port}/rookery`, 1);
    try {
      const started = Date.now();
      expect(await databaseAnswers(hung, 200)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1_500);
      expect(await databaseAnswers(t.deps.db, 200)).toBe(true);
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
      await hung.destroy().catch(() => undefined);
    }
  });
});
