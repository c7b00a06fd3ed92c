import type { PushEvent } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, openEventStream } from '../../../test/live-client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, follow, sendText } from '../messaging/test-messaging.js';
import { LISTENER_APPLICATION_NAME } from './listener.js';
import { publishPush } from './publish.js';

let t: TestApp;
let base: string;
let ada: LiveClient;
let adaId: string;
let ben: LiveClient;
let benId: string;

const message = (ts: string): PushEvent => ({
  type: 'message',
  conversation_id: '1',
  participant: 'uuid-of-ada',
  from: 'uuid-of-ben',
  ts,
});

async function userId(email: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Nothing of `type` arrives within `ms`. */
async function quiet(stream: Awaited<ReturnType<typeof openEventStream>>, type: string, ms = 150) {
  await expect(stream.next(type, ms)).rejects.toThrow(/no /);
}

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  ada = new LiveClient(base);
  ben = new LiveClient(base);
  expect((await ada.register('ada@example.com', 'ada-writes')).status).toBe(200);
  expect((await ben.register('ben@example.com', 'ben-reads')).status).toBe(200);
  adaId = await userId('ada@example.com');
  benId = await userId('ben@example.com');
});
afterAll(() => t.close());

describe('GET /svc/push', () => {
  it('answers 401 to visitors', async () => {
    const visitor = await t.client().start();
    const res = await visitor.get('/svc/push');
    expect(res.status).toBe(401);
    expect(res.body.meta.status).toBe(401);
  });

  it('streams Server-Sent Events: headers, a retry hint, the counts first', async () => {
    const stream = await openEventStream(`${base}/svc/push`, ada.cookie);
    try {
      expect(stream.status).toBe(200);
      expect(stream.headers['content-type']).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers['cache-control']).toBe('no-cache, no-transform');
      expect(stream.headers['x-accel-buffering']).toBe('no');
      expect(stream.headers['content-encoding']).toBeUndefined();
      expect(stream.headers['content-length']).toBeUndefined();
      expect(stream.headers['x-content-type-options']).toBe('nosniff');
      const counts = await stream.next('counts');
      expect(stream.retry).toBeGreaterThanOrEqual(2000);
      expect(stream.retry).toBeLessThanOrEqual(5000);
      // Ada's one blog, nothing unread.
      const unread = (counts.data as { counts: { unread_messages: Record<string, unknown> } }).counts
        .unread_messages;
      expect(Object.values(unread)).toEqual([{}]);
    } finally {
      stream.close();
    }
  });

  it("delivers a notice published in a transaction when it commits, and a rolled-back one's never", async () => {
    const stream = await openEventStream(`${base}/svc/push`, ada.cookie);
    try {
      await stream.next('counts');
      await t.deps.db
        .transaction()
        .execute(async (tx) => {
          await publishPush(tx, [{ userId: adaId, event: message('100') }]);
          throw new Error('roll back');
        })
        .catch(() => undefined);
      await t.deps.db.transaction().execute(async (tx) => {
        await publishPush(tx, [{ userId: adaId, event: message('101') }]);
        // Not before the commit.
        await new Promise((r) => setTimeout(r, 100));
        expect(stream.events.some((e) => e.event === 'message')).toBe(false);
      });
      const first = await stream.next('message');
      expect(first.data).toEqual(message('101'));
      await quiet(stream, 'message');
    } finally {
      stream.close();
    }
  });

  it('sends a user only their own notices, to each of their streams, with one counts query for a burst', async () => {
    const tab1 = await openEventStream(`${base}/svc/push`, ada.cookie);
    const tab2 = await openEventStream(`${base}/svc/push`, ada.cookie);
    const other = await openEventStream(`${base}/svc/push`, ben.cookie);
    try {
      for (const s of [tab1, tab2, other]) await s.next('counts');
      // Two counts for the two opens may reach either tab: wait them out.
      await new Promise((r) => setTimeout(r, 50));
      for (const s of [tab1, tab2]) while (await s.next('counts', 20).catch(() => null));
      await publishPush(t.deps.db, [
        { userId: adaId, event: message('200') },
        {
          userId: adaId,
          event: { type: 'conversation', conversation_id: '1', participant: 'p', change: 'updated' },
        },
        { userId: adaId, event: message('201') },
      ]);
      for (const tab of [tab1, tab2]) {
        expect((await tab.next('message')).data).toEqual(message('200'));
        expect((await tab.next('conversation')).data).toMatchObject({ change: 'updated' });
        expect((await tab.next('message')).data).toEqual(message('201'));
        await tab.next('counts');
      }
      await quiet(tab1, 'counts');
      await quiet(other, 'message', 50);
    } finally {
      for (const s of [tab1, tab2, other]) s.close();
    }
  });

  it('forwards counts published with a notice, then sends its own, read after the commit', async () => {
    const stream = await openEventStream(`${base}/svc/push`, ada.cookie);
    try {
      await stream.next('counts');
      const counts = { unread_messages: { 'uuid-of-ada': { '1': 4 } } };
      await publishPush(t.deps.db, [
        { userId: adaId, event: message('300') },
        { userId: adaId, event: { type: 'counts', counts } },
      ]);
      await stream.next('message');
      expect((await stream.next('counts')).data).toEqual({ type: 'counts', counts });
      const own = (await stream.next('counts')).data as { counts: { unread_messages: object } };
      expect(Object.values(own.counts.unread_messages)).toEqual([{}]);
      await quiet(stream, 'counts');
    } finally {
      stream.close();
    }
  });

  it('forgets a stream the client closed', async () => {
    const stream = await openEventStream(`${base}/svc/push`, ben.cookie);
    await stream.next('counts');
    const before = t.app.push.streamCount;
    stream.close();
    for (let i = 0; i < 50 && t.app.push.streamCount === before; i++)
      await new Promise((r) => setTimeout(r, 10));
    expect(t.app.push.streamCount).toBe(before - 1);
  });

  it('reconnects its LISTEN connection when it drops, then tells every stream the counts again', async () => {
    const stream = await openEventStream(`${base}/svc/push`, ada.cookie);
    try {
      await stream.next('counts');
      await sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = ${LISTENER_APPLICATION_NAME} AND datname = current_database()`.execute(
        t.deps.db,
      );
      for (let i = 0; i < 100 && t.app.push.listening; i++) await new Promise((r) => setTimeout(r, 10));
      // Backoff from 0.5 s: back within a second or so.
      await stream.next('counts', 3000);
      expect(t.app.push.listening).toBe(true);
      await publishPush(t.deps.db, [{ userId: adaId, event: message('400') }]);
      expect((await stream.next('message')).data).toEqual(message('400'));
      expect(benId).not.toBe(adaId);
    } finally {
      stream.close();
    }
  });
});

describe('unread counts from memory (app.push.unreadCounts)', () => {
  it("answers from memory while nothing changed, and shows a user's own write at once", async () => {
    const ann = await account(t, 'ann-counts');
    const bob = await account(t, 'bob-counts');
    await follow(t, bob, ann);
    expect((await t.app.push.unreadCounts(bob.userId)).unread_messages).toEqual({ [bob.blog.uuid]: {} });

    // No wait between the send and the read: the publish holds bob's counts until its notice is back.
    const sent = await sendText(ann, bob, 'counted?');
    expect(sent.status).toBe(200);
    const id = sent.body.response.id;
    expect((await t.app.push.unreadCounts(bob.userId)).unread_messages).toEqual({
      [bob.blog.uuid]: { [id]: 1 },
    });
    const read = await bob.client.post('/svc/conversations/read', {
      conversation_id: id,
      participant: bob.blog.uuid,
    });
    expect(read.status).toBe(200);
    expect((await t.app.push.unreadCounts(bob.userId)).unread_messages).toEqual({ [bob.blog.uuid]: {} });

    // Once the notices are back, the counts are kept: a change that publishes nothing is not seen...
    await new Promise((r) => setTimeout(r, 100));
    await t.app.push.unreadCounts(bob.userId);
    await sql`update conversation_participants set unread_count = 7 where conversation_id = ${id}
      and blog_id = ${bob.blog.id}`.execute(t.deps.db);
    expect((await t.app.push.unreadCounts(bob.userId)).unread_messages).toEqual({ [bob.blog.uuid]: {} });
    // ...until a notice for bob says his counts changed.
    await publishPush(t.deps.db, [{ userId: bob.userId, event: message('500') }]);
    for (let i = 0; i < 100; i++) {
      const now = await t.app.push.unreadCounts(bob.userId);
      if (Object.keys(now.unread_messages[bob.blog.uuid]!).length) break;
      await new Promise((r) => setTimeout(r, 10));
    }
    expect((await t.app.push.unreadCounts(bob.userId)).unread_messages).toEqual({
      [bob.blog.uuid]: { [id]: 7 },
    });
  });
});

describe('closing the app', () => {
  it('ends open streams, so the server can close', async () => {
    const own = await createTestApp();
    try {
      const url = await own.app.listen({ port: 0, host: '127.0.0.1' });
      const client = new LiveClient(url);
      await client.register('cara@example.com', 'cara-closes');
      const stream = await openEventStream(`${url}/svc/push`, client.cookie);
      await stream.next('counts');
      const closing = own.app.close();
      await stream.ended;
      await closing;
      expect(own.app.push.listening).toBe(false);
    } finally {
      await own.close().catch(() => undefined);
    }
  });
});
