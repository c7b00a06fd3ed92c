import { LOG_BATCH_MAX } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { maintainEventPartitions } from './partitions.js';

let t: TestApp;
let ann: TestClient;
let visitor: TestClient;

const events = () =>
  t.deps.db
    .selectFrom('events')
    .select(['source', 'name', 'user_id', 'address', 'data'])
    .orderBy('id')
    .execute();

/** A batch as the client logger's beacon sends it: text/plain JSON, the form key inside. */
const beacon = (client: TestClient, path: string, body: Record<string, unknown>, headers = {}) =>
  client.request('POST', path, undefined, {
    text: JSON.stringify({ ...body, form_key: client.formKey }),
    formKey: '',
    headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-logs');
  visitor = await t.client().start();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.deps.db.deleteFrom('events').execute();
});

describe('POST /services/cslog and /svc/log/lady', () => {
  it('keep a beacon’s batch, both event formats, with the reader and their network only', async () => {
    const payload = [
      { event: 'editor_opened', ts: 1, data: { type: 'text' } },
      { category: 'perf', name: 'ttfb', value: 120 },
    ];
    const res = await beacon(ann, '/services/cslog', { payload });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ kept: 2 });
    const kept = await events();
    expect(kept).toMatchObject([
      {
        source: 'cslog',
        name: 'editor_opened',
        address: '127.0.0.0',
        data: { ts: 1, data: { type: 'text' } },
      },
      { source: 'cslog', name: 'perf', data: { name: 'ttfb', value: 120 } },
    ]);
    expect(kept[0]!.user_id).not.toBeNull();
  });

  it('take the payload as JSON text too, and /svc/log/lady takes a JSON body', async () => {
    expect(
      (await beacon(visitor, '/services/cslog', { payload: JSON.stringify([{ event: 'a' }]) })).status,
    ).toBe(200);
    const lady = await visitor.post('/svc/log/lady', { payload: [{ event: 'b' }] });
    expect(lady.status, lady.raw).toBe(200);
    expect((await events()).map((e) => [e.source, e.name, e.user_id])).toEqual([
      ['cslog', 'a', null],
      ['lady', 'b', null],
    ]);
  });

  it('refuse a batch without the form key, bad JSON, too many or too big events, and keep none', async () => {
    const noKey = await ann.request('POST', '/services/cslog', undefined, {
      text: JSON.stringify({ payload: [{ event: 'x' }] }),
      formKey: '',
    });
    expect(noKey.status).toBe(403);
    const badJson = await ann.request('POST', '/services/cslog', undefined, {
      text: '{"payload": [',
      formKey: '',
    });
    expect(badJson.status).toBe(400);
    expect(badJson.body.errors?.[0]?.detail).toBe('The body is not JSON.');
    const many = Array.from({ length: LOG_BATCH_MAX + 1 }, () => ({ event: 'x' }));
    expect((await beacon(ann, '/services/cslog', { payload: many })).status).toBe(400);
    expect((await beacon(ann, '/services/cslog', { payload: [] })).status).toBe(400);
    const big = { event: 'x', data: { text: 'y'.repeat(5000) } };
    const tooBig = await beacon(ann, '/services/cslog', { payload: [big] });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.errors?.[0]?.detail).toBe('An event may be at most 4 KB of JSON.');
    expect((await beacon(ann, '/services/cslog', { payload: [{ nothing: 1 }] })).status).toBe(400);
    expect(await events()).toEqual([]);
  });

  it('keep a reader’s diagnostics without who sent them when the browser asks not to be tracked', async () => {
    const res = await beacon(ann, '/services/cslog', { payload: [{ event: 'x' }] }, { 'sec-gpc': '1' });
    expect(res.body.response).toEqual({ kept: 1 });
    expect(await events()).toMatchObject([{ name: 'x', user_id: null, address: null }]);
  });
});

describe('POST /services/bblog', () => {
  const batch = {
    events: [{ event: 'messaging_inbox_open', pt: 'dashboard', event_data: { unread: 2 } }],
    flushTime: 1764230400000,
    client: { language: 'en-GB', platform: 'web', build_version: '0.1.0' },
  };

  it('keeps tracker events of the allow-list with the client’s details', async () => {
    const res = await beacon(ann, '/services/bblog', batch);
    expect(res.status, res.raw).toBe(200);
    expect(await events()).toMatchObject([
      {
        source: 'bblog',
        name: 'messaging_inbox_open',
        data: {
          pt: 'dashboard',
          event_data: { unread: 2 },
          flushTime: 1764230400000,
          client: { language: 'en-GB' },
        },
      },
    ]);
  });

  it('refuses an event off the allow-list', async () => {
    const res = await beacon(ann, '/services/bblog', { events: [{ event: 'keystrokes' }] });
    expect(res.status).toBe(400);
    expect(res.body.errors?.[0]?.detail).toBe('That event is not one the site counts.');
  });

  it('keeps nothing under Global Privacy Control, Do Not Track, or the account’s opting out', async () => {
    expect((await beacon(ann, '/services/bblog', batch, { 'sec-gpc': '1' })).body.response).toEqual({
      kept: 0,
    });
    expect((await beacon(ann, '/services/bblog', batch, { dnt: '1' })).body.response).toEqual({ kept: 0 });
    await t.deps.db.updateTable('users').set({ tracking_opt_out: true }).execute();
    expect((await beacon(ann, '/services/bblog', batch)).body.response).toEqual({ kept: 0 });
    await t.deps.db.updateTable('users').set({ tracking_opt_out: false }).execute();
    expect(await events()).toEqual([]);
  });
});

describe('the image pixel', () => {
  it('answers a 1×1 GIF and keeps the view, the claimed user_id not believed', async () => {
    const res = await visitor.get('/services/pixel.gif?v=1&tid=3&rand=0.5&_ts=1&ref=%2Fann-logs&user_id=1');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await events()).toMatchObject([
      { source: 'pixel', name: 'pixel', user_id: null, data: { v: '1', tid: '3', ref: '/ann-logs' } },
    ]);
    expect((await events())[0]?.data).not.toHaveProperty('user_id');
  });

  it('keeps nothing under Do Not Track, and refuses a bad query with a 400', async () => {
    const dnt = await visitor.request('GET', '/services/pixel.gif?v=1', undefined, { headers: { dnt: '1' } });
    expect(dnt.status).toBe(200);
    expect(await events()).toEqual([]);
    expect((await visitor.get('/services/pixel.gif?tid=7')).status).toBe(400);
  });
});

describe('the day partitions', () => {
  const partitionOf = async (name: string) =>
    (
      await sql<{
        part: string;
      }>`select tableoid::regclass::text as part from events where name = ${name}`.execute(t.deps.db)
    ).rows[0]?.part;

  it('are made ahead, take in what the default caught, and go past the retention', async () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const day = 86_400_000;
    await t.deps.db
      .insertInto('events')
      .values([
        { source: 'cslog', name: 'ten-days-ago', at: new Date(now.getTime() - 10 * day) },
        { source: 'cslog', name: 'long-ago', at: new Date(now.getTime() - 100 * day) },
      ])
      .execute();
    expect(await partitionOf('ten-days-ago')).toBe('events_default');

    await maintainEventPartitions(t.deps.db, now, 90);
    expect(await partitionOf('ten-days-ago')).toBe('events_20261117');
    expect(await partitionOf('long-ago')).toBeUndefined();
    await t.deps.db
      .insertInto('events')
      .values({ source: 'cslog', name: 'tomorrow', at: new Date(now.getTime() + day) })
      .execute();
    expect(await partitionOf('tomorrow')).toBe('events_20261128');
    // Run again, nothing changes; and past the retention the day goes whole.
    await maintainEventPartitions(t.deps.db, now, 90);
    await maintainEventPartitions(t.deps.db, new Date(now.getTime() + 85 * day), 90);
    expect(await partitionOf('ten-days-ago')).toBeUndefined();
    expect(await partitionOf('tomorrow')).toBe('events_20261128');
  });
});

describe('the budget', () => {
  it('answers 429 past the account’s batches and keeps nothing more', async () => {
    // The tests' own address is exempt from the limits (test-app.ts): this reader is elsewhere.
    ann.remoteAddress = '203.0.113.10';
    try {
      let status = 200;
      const started = Date.now();
      for (let i = 0; i < 260 && status === 200; i++)
        status = (await beacon(ann, '/services/cslog', { payload: [{ event: 'x' }] })).status;
      expect(status).toBe(429);
      // 240 in ten minutes: a unit comes back every 2.5 s, so a slow run keeps one more per 2.5 s.
      const kept = (await events()).length;
      expect(kept).toBeGreaterThanOrEqual(240);
      expect(kept).toBeLessThanOrEqual(240 + Math.ceil((Date.now() - started) / 2500));
    } finally {
      ann.remoteAddress = '127.0.0.1';
    }
  });
});
