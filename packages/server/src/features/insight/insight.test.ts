import type { InsightResponse } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';
import { aggregateInsight, countMinutes } from './aggregate.js';

let t: TestApp;
let ann: TestClient;
let mod: TestClient;
const HOUR = 3_600_000;
const now = new Date('2026-11-27T12:30:00Z');
const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);

const userIdOf = async (email: string) =>
  (await t.deps.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

beforeAll(async () => {
  t = await createTestApp();
  // The first account of a fresh site is its admin (moderation/grant-role.ts): the moderator first.
  mod = t.client();
  await mod.register('mod@example.com', 'mod-watches');
  ann = t.client();
  await ann.register('ann@example.com', 'ann-counted');
  await t.deps.db
    .updateTable('users')
    .set({ role: 'moderator' })
    .where('email', '=', 'mod@example.com')
    .execute();
  const annId = await userIdOf('ann@example.com');
  // Events of three hours, two of them yesterday; the current hour's are not counted yet.
  const event = (name: string, hoursAgo: number, user: string | null = annId) => ({
    source: 'bblog' as const,
    name,
    user_id: user,
    at: at(hoursAgo),
  });
  await t.deps.db
    .insertInto('events')
    .values([
      event('page_view', 26),
      event('page_view', 26),
      event('page_view', 25, null),
      event('messaging_inbox_open', 25),
      event('page_view', 2),
      event('page_view', 0.2),
    ])
    .execute();
  const first = await textPost(ann, { title: 'One' });
  await textPost(ann, { title: 'Two' });
  await reblogPost(mod, 'mod-watches', first, await reblogKeyOf(t.deps.db, first), {});
  const like = await mod.post('/svc/like', { id: first, key: await reblogKeyOf(t.deps.db, first) });
  expect(like.status, like.raw).toBe(200);
  await sql`update posts set created_at = ${at(2)}`.execute(t.deps.db);
  await sql`update likes set created_at = ${at(2)}`.execute(t.deps.db);
});
afterAll(() => t.close());

const figures = (client: TestClient, query = '') => client.get<InsightResponse>(`/svc/admin/insight${query}`);
const range = `?from=${at(48).toISOString()}&to=${now.toISOString()}`;

describe('the insight job', () => {
  it('counts whole hours of events and the site’s rows, once however often it runs', async () => {
    await aggregateInsight(t.deps.db, now);
    await aggregateInsight(t.deps.db, now);
    const hours = await t.deps.db
      .selectFrom('insight_hours')
      .select(['hour', 'source', 'name', 'events'])
      .orderBy('hour')
      .orderBy('name')
      .execute();
    const byName = (source: string, name: string) =>
      hours.filter((h) => h.source === source && h.name === name).reduce((n, h) => n + Number(h.events), 0);
    // The event of the current hour waits for the hour to end.
    expect(byName('bblog', 'page_view')).toBe(4);
    expect(byName('bblog', 'messaging_inbox_open')).toBe(1);
    expect(byName('site', 'post')).toBe(2);
    expect(byName('site', 'reblog')).toBe(1);
    expect(byName('site', 'like')).toBe(1);
    const raw = await sql<{
      n: string;
    }>`select count(*) as n from events where at < ${new Date('2026-11-27T12:00:00Z')}`.execute(t.deps.db);
    expect(hours.filter((h) => h.source !== 'site').reduce((n, h) => n + Number(h.events), 0)).toBe(
      Number(raw.rows[0]?.n),
    );
    // An hour later the last event is counted too, nothing twice.
    await aggregateInsight(t.deps.db, new Date(now.getTime() + HOUR));
    const total = await sql<{
      n: string;
    }>`select sum(events) as n from insight_hours where source = 'bblog'`.execute(t.deps.db);
    expect(Number(total.rows[0]?.n)).toBe(6);
  });
});

describe('GET /svc/admin/insight', () => {
  it('answers a moderator the figures per day, the top events and active readers', async () => {
    const res = await figures(mod, range);
    expect(res.status, res.raw).toBe(200);
    const body = res.body.response;
    const day = (iso: string) => Date.parse(iso) / 1000;
    expect(body.events).toEqual([
      [day('2026-11-26T00:00:00Z'), 4],
      [day('2026-11-27T00:00:00Z'), 2],
    ]);
    expect(body.top[0]).toEqual({ source: 'bblog', name: 'page_view', events: 5 });
    expect(body.active_users).toEqual([
      [day('2026-11-26T00:00:00Z'), 1],
      [day('2026-11-27T00:00:00Z'), 1],
    ]);
    expect(body.site.post).toEqual([[day('2026-11-27T00:00:00Z'), 2]]);
    expect(body.counted_until).toBe('2026-11-27T13:00:00.000Z');
  });

  it('charts two days by minute from the events themselves, the current hour too', async () => {
    const res = await figures(
      mod,
      `${range.replace(at(48).toISOString(), at(30).toISOString())}&bucket=minute`,
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.events.reduce((n, [, c]) => n + c, 0)).toBe(6);
    // A month by minute is more points than any screen: refused, with the range that would do.
    const month = await figures(
      mod,
      `?from=${at(24 * 30).toISOString()}&to=${now.toISOString()}&bucket=minute`,
    );
    expect(month.status).toBe(400);
    expect(month.body.errors?.[0]?.detail).toBe('Pick at most 2 days to chart by minute.');
  });

  it('reads the minutes counted, then the events after the last counted minute as they are', async () => {
    const kept = await sql<{ n: string }>`select count(*) as n from insight_minutes`.execute(t.deps.db);
    expect(Number(kept.rows[0]?.n)).toBeGreaterThan(0);
    const minute = 60_000;
    await t.deps.db
      .insertInto('events')
      .values({ source: 'bblog', name: 'search', user_id: null, at: new Date(now.getTime() + 70 * minute) })
      .execute();
    const query = `?from=${at(30).toISOString()}&to=${new Date(now.getTime() + 75 * minute).toISOString()}&bucket=minute`;
    const total = async () => {
      const res = await figures(mod, query);
      expect(res.status, res.raw).toBe(200);
      return {
        events: res.body.response.events.reduce((n, [, c]) => n + c, 0),
        search: res.body.response.top.find((e) => e.name === 'search')?.events,
      };
    };
    // The new event came after the last counted minute (an hour after the test's clock): read from the events.
    expect(await total()).toEqual({ events: 7, search: 1 });
    // Counted now, it is read from the minutes, once; counting again adds nothing.
    await countMinutes(t.deps.db, new Date(now.getTime() + 80 * minute));
    await countMinutes(t.deps.db, new Date(now.getTime() + 80 * minute));
    // (The event itself gone, its minute still counts it: the chart reads the minutes.)
    await t.deps.db.deleteFrom('events').where('name', '=', 'search').execute();
    expect(await total()).toEqual({ events: 7, search: 1 });
  });

  it('buckets by hour when asked', async () => {
    const res = await figures(mod, `${range}&bucket=hour`);
    // 26 and 25 hours ago, 2 hours ago, and the hour counted since.
    expect(res.body.response.events.map(([, n]) => n)).toEqual([2, 2, 1, 1]);
  });

  it('is the 404 page for members and visitors, and refuses a bad range', async () => {
    expect((await figures(ann, range)).status).toBe(404);
    expect((await figures(await t.client().start(), range)).status).toBe(404);
    const backwards = await figures(mod, `?from=${now.toISOString()}&to=${at(5).toISOString()}`);
    expect(backwards.status).toBe(400);
    expect((await figures(mod, '?from=yesterday')).status).toBe(400);
    expect((await figures(mod, `?from=2020-01-01&to=${now.toISOString()}`)).status).toBe(400);
  });
});
