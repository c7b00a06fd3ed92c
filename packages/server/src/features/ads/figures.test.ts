import type { AdFiguresResponse, AdminAdsResponse } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { aggregateInsight } from '../insight/aggregate.js';

let t: TestApp;
let mod: TestClient;
let ann: TestClient;
let spring: string;
let autumn: string;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ago = (ms: number) => new Date(Date.now() - ms);

const campaign = (name: string) => ({
  name,
  headline: `${name} prompts`,
  link_url: 'https://example.com/prompts',
  placements: ['dashboard_right_rail'],
  starts_at: ago(60 * DAY).toISOString(),
});

const figures = (client: TestClient, query = '') =>
  client.get<AdFiguresResponse>(`/svc/admin/ads/figures${query}`);
const of = (body: AdFiguresResponse, id: string) => body.figures.find((f) => f.campaign_id === id);

/** Seeded events sit 20 minutes into an hour `at` before the current one: never astride two hours. */
const thisHour = () => Math.floor(Date.now() / HOUR) * HOUR;
const seeded = (at: number) => new Date(thisHour() - at + 20 * 60_000);

/** An ad event as the store keeps it, `at` ago; its impression is `placement` of the campaign. */
const adEvent = (name: string, campaignId: string | null, placement: string, at: number) => ({
  source: 'ad' as const,
  name,
  at: seeded(at),
  data: { placement_id: `${campaignId ?? 'x'}.dashboard_right_rail.${placement}`, campaign_id: campaignId },
});

/** The figures read from the events themselves, the way the test states them: the reference. */
async function rawFigures(since: Date | null) {
  const rows = await sql<{ id: string; served: string; viewable: string; clicks: string }>`
    select data->>'campaign_id' as id,
      count(*) filter (where name = 'serve') as served,
      count(distinct (date_trunc('hour', at), data->>'placement_id')) filter (where name = 'viewable') as viewable,
      count(*) filter (where name = 'click') as clicks
    from events where source = 'ad' ${since ? sql`and at >= ${since}` : sql``}
    group by 1`.execute(t.deps.db);
  return Object.fromEntries(
    rows.rows.map((r) => [r.id, { served: +r.served, viewable: +r.viewable, clicks: +r.clicks }]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  // The first account of a fresh site is its admin (moderation/grant-role.ts): signed up first,
  // then a moderator, the least role these calls take.
  mod = await signedUp(t, 'mod-counts');
  await t.deps.db.updateTable('users').set({ role: 'moderator' }).where('email', 'like', 'mod-%').execute();
  ann = await signedUp(t, 'ann-reads');
  spring = (await mod.post('/svc/admin/ads', campaign('Spring'))).body.response.campaign.id;
  autumn = (await mod.post('/svc/admin/ads', campaign('Autumn'))).body.response.campaign.id;
  const gone = (await mod.post('/svc/admin/ads', campaign('Gone'))).body.response.campaign.id;
  await t.deps.db
    .insertInto('events')
    .values([
      // Forty days ago: only "all time" sees these.
      adEvent('serve', spring, 'a', 40 * DAY),
      adEvent('viewable', spring, 'a', 40 * DAY),
      adEvent('click', spring, 'a', 40 * DAY),
      // Three days ago: two impressions, one seen (reported twice in its hour: one view), one click.
      adEvent('serve', spring, 'b', 3 * DAY),
      adEvent('serve', spring, 'c', 3 * DAY),
      adEvent('viewable', spring, 'b', 3 * DAY),
      adEvent('viewable', spring, 'b', 3 * DAY - 60_000),
      adEvent('click', spring, 'b', 3 * DAY - 30_000),
      adEvent('rotate', spring, 'b', 3 * DAY),
      // Two hours ago, for the other campaign.
      adEvent('serve', autumn, 'd', 2 * HOUR),
      adEvent('viewable', autumn, 'd', 2 * HOUR),
      // A deleted campaign's events and an event naming none count for nothing.
      adEvent('serve', gone, 'e', 2 * HOUR),
      adEvent('serve', null, 'f', 2 * HOUR),
      // Not an ad event, though named like one.
      { source: 'bblog', name: 'serve', at: seeded(2 * HOUR), data: { campaign_id: spring } },
    ])
    .execute();
  expect((await mod.request('DELETE', `/svc/admin/ads/${gone}`)).status).toBe(200);
});
afterAll(() => t.close());

describe('GET /svc/admin/ads/figures', () => {
  it('reads the events as they are before the insight job has counted any hour', async () => {
    const res = await figures(mod);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.counted_until).toBeNull();
    expect(res.body.response.from).toBeNull();
    expect(res.body.response.figures).toEqual([
      {
        campaign_id: spring,
        name: 'Spring',
        served: 3,
        viewable: 2,
        viewable_rate: 2 / 3,
        clicks: 2,
        ctr: 2 / 3,
      },
      { campaign_id: autumn, name: 'Autumn', served: 1, viewable: 1, viewable_rate: 1, clicks: 0, ctr: 0 },
    ]);
  });

  it('answers the same from the hourly counts plus the events after them, as the raw events say', async () => {
    const before = (await figures(mod)).body.response.figures;
    // A reader's impression now, through the door the slots use: after the job's last hour.
    for (const event of ['serve', 'viewable', 'click'])
      expect(
        (await ann.post('/svc/log/ad', { event, placement_id: `${autumn}.dashboard_right_rail.now` })).status,
      ).toBe(200);
    await aggregateInsight(t.deps.db);
    await aggregateInsight(t.deps.db);
    const hours = await t.deps.db.selectFrom('ad_hours').selectAll().execute();
    expect(hours.length).toBeGreaterThan(0);

    const all = (await figures(mod)).body.response;
    expect(Date.parse(all.counted_until ?? '')).toBe(thisHour());
    const raw = await rawFigures(null);
    for (const id of [spring, autumn]) {
      const f = of(all, id)!;
      expect({ served: f.served, viewable: f.viewable, clicks: f.clicks }, id).toEqual(raw[id]);
    }
    expect(of(all, spring)).toEqual(before.find((f) => f.campaign_id === spring));
    expect(of(all, autumn)).toMatchObject({ served: 2, viewable: 2, clicks: 1, ctr: 0.5, viewable_rate: 1 });
  });

  it('keeps to the range asked for, in whole hours', async () => {
    const since = ago(7 * DAY);
    const week = await figures(mod, `?from=${since.toISOString()}`);
    expect(week.status, week.raw).toBe(200);
    expect(week.body.response.from).toBe(new Date(Math.floor(since.getTime() / HOUR) * HOUR).toISOString());
    const raw = await rawFigures(new Date(week.body.response.from!));
    expect(of(week.body.response, spring)).toMatchObject({ ...raw[spring], ctr: 0.5, viewable_rate: 0.5 });
    // A range that ends before the events began holds none.
    const before = await figures(
      mod,
      `?from=${ago(90 * DAY).toISOString()}&to=${ago(50 * DAY).toISOString()}`,
    );
    expect(before.body.response.figures.map((f) => [f.served, f.viewable_rate, f.ctr])).toEqual([
      [0, null, null],
      [0, null, null],
    ]);
    // The last two hours: only the autumn campaign's events, counted and not yet counted alike.
    const recent = await figures(mod, `?from=${ago(2 * HOUR).toISOString()}`);
    expect(of(recent.body.response, autumn)?.served).toBe(2);
    expect(of(recent.body.response, spring)?.served).toBe(0);
  });

  it('lets a deleted campaign’s counts go with it', async () => {
    const doomed = (await mod.post('/svc/admin/ads', campaign('Doomed'))).body.response.campaign.id;
    await t.deps.db
      .insertInto('ad_hours')
      .values({
        campaign_id: doomed,
        hour: new Date(thisHour() - 5 * DAY),
        served: '4',
        viewable: '1',
        clicks: '0',
      })
      .execute();
    expect(of((await figures(mod)).body.response, doomed)?.served).toBe(4);
    await mod.request('DELETE', `/svc/admin/ads/${doomed}`);
    expect(of((await figures(mod)).body.response, doomed)).toBeUndefined();
    expect(
      await t.deps.db.selectFrom('ad_hours').where('campaign_id', '=', doomed).selectAll().execute(),
    ).toEqual([]);
  });

  it('is the 404 page for members and visitors, and refuses a bad range', async () => {
    expect((await figures(ann)).status).toBe(404);
    expect((await figures(await t.client().start())).status).toBe(404);
    const backwards = await figures(mod, `?from=${ago(HOUR).toISOString()}&to=${ago(DAY).toISOString()}`);
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors?.[0]).toMatchObject({
      field: 'from',
      detail: 'Pick a range whose start is before its end.',
    });
    expect((await figures(mod, '?from=last-week')).status).toBe(400);
    expect((await figures(mod, '?to=soon')).status).toBe(400);
  });
});

describe('GET /svc/admin/ads', () => {
  it('says whether ads are served on the site', async () => {
    const off = await mod.get<AdminAdsResponse>('/svc/admin/ads');
    expect(off.body.response.ads_enabled).toBe(false);
    t.deps.config.adsEnabled = true;
    try {
      expect((await mod.get<AdminAdsResponse>('/svc/admin/ads')).body.response.ads_enabled).toBe(true);
    } finally {
      t.deps.config.adsEnabled = false;
    }
  });
});
