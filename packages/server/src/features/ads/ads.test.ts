import type { ServedAd } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let mod: TestClient;
let ann: TestClient;
let visitor: TestClient;

const campaign = (fields: Record<string, unknown> = {}) => ({
  name: 'Spring',
  headline: 'Write every day',
  body: 'A month of prompts.',
  link_url: 'https://example.com/prompts',
  placements: ['dashboard_right_rail', 'dashboard_in_stream'],
  starts_at: new Date(Date.now() - 3_600_000).toISOString(),
  ...fields,
});

const serve = async (client: TestClient, query: string) =>
  (await client.get<{ ad: ServedAd | null }>(`/svc/ads/serve?${query}`)).body.response.ad;

const adEvents = () =>
  t.deps.db
    .selectFrom('events')
    .select(['name', 'data', 'user_id'])
    .where('source', '=', 'ad')
    .orderBy('id')
    .execute();

beforeAll(async () => {
  t = await createTestApp({ config: { adsEnabled: true } });
  mod = t.client();
  await mod.register('mod@example.com', 'mod-ads');
  await t.deps.db
    .updateTable('users')
    .set({ role: 'admin' })
    .where('email', '=', 'mod@example.com')
    .execute();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-reads');
  visitor = await t.client().start();
});
afterAll(() => t.close());

describe('campaigns at /svc/admin/ads', () => {
  it('are made, listed, changed and removed by staff, and refused with clear words', async () => {
    const made = await mod.post('/svc/admin/ads', campaign());
    expect(made.status, made.raw).toBe(200);
    const id = made.body.response.campaign.id;
    const list = await mod.get('/svc/admin/ads');
    expect(list.body.response.campaigns).toMatchObject([
      { id, name: 'Spring', served_today: 0, served_total: 0 },
    ]);
    const changed = await mod.post(`/svc/admin/ads/${id}`, campaign({ name: 'Spring, again' }));
    expect(changed.body.response.campaign.name).toBe('Spring, again');
    const noLink = await mod.post('/svc/admin/ads', campaign({ link_url: '' }));
    expect(noLink.status).toBe(400);
    expect(noLink.body.errors?.[0]?.detail).toBe(
      'An ad needs a link: a web address, or a post or blog here to promote.',
    );
    expect((await mod.post('/svc/admin/ads', campaign({ placements: [] }))).status).toBe(400);
    expect((await mod.post('/svc/admin/ads', campaign({ link_url: 'javascript:alert(1)' }))).status).toBe(
      400,
    );
    // Each problem is named at its field, in words the form shows beside it.
    const bad = await mod.post(
      '/svc/admin/ads',
      campaign({ name: ' ', image_url: 'ftp://example.com/a.png', daily_cap: 0, starts_at: 'soon' }),
    );
    expect(bad.status).toBe(400);
    expect(Object.fromEntries((bad.body.errors ?? []).map((e) => [e.field, e.detail]))).toEqual({
      name: 'Give the campaign a name (up to 100 characters).',
      image_url: 'Use a web address (http or https) or a path on this site.',
      daily_cap: 'Use a whole number of 1 or more, or leave it empty.',
      starts_at: 'Pick a date and time.',
    });
    expect((await mod.request('DELETE', `/svc/admin/ads/${id}`)).status).toBe(200);
    expect((await mod.request('DELETE', `/svc/admin/ads/${id}`)).status).toBe(404);
  });

  it('are the 404 page to members and visitors', async () => {
    expect((await ann.get('/svc/admin/ads')).status).toBe(404);
    expect((await ann.post('/svc/admin/ads', campaign())).status).toBe(404);
    expect((await visitor.get('/svc/admin/ads')).status).toBe(404);
  });
});

describe('serving', () => {
  let rail: string;
  let capped: string;
  beforeAll(async () => {
    rail = (await mod.post('/svc/admin/ads', campaign({ name: 'Rail' }))).body.response.campaign.id;
    capped = (
      await mod.post(
        '/svc/admin/ads',
        campaign({ name: 'Once', frequency_cap: 1, placements: ['blog_network_sticky'] }),
      )
    ).body.response.campaign.id;
    await mod.post(
      '/svc/admin/ads',
      campaign({ name: 'Later', starts_at: new Date(Date.now() + 86_400_000) }),
    );
  });

  it('answers a campaign of the placement in its schedule, with a click address that counts', async () => {
    const ad = await serve(ann, 'placement=dashboard_right_rail');
    expect(ad).toMatchObject({
      campaign_id: rail,
      headline: 'Write every day',
      placement: 'dashboard_right_rail',
    });
    expect(ad?.click_url).toMatch(new RegExp(`^/ads/click/${rail}\\.dashboard_right_rail\\.`));
    const click = await t.app.inject({ url: ad!.click_url });
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://example.com/prompts');
    expect((await adEvents()).at(-1)).toMatchObject({ name: 'click', data: { campaign_id: rail } });
    // Rotating away from the only rail campaign leaves nothing to show.
    expect(await serve(ann, `placement=dashboard_right_rail&exclude=${rail}`)).toBeNull();
  });

  it('keeps a frequency cap per reader, and no campaign shows on a sensitive blog unless it allows it', async () => {
    expect((await serve(ann, 'placement=blog_network_sticky'))?.campaign_id).toBe(capped);
    expect(await serve(ann, 'placement=blog_network_sticky')).toBeNull();
    expect((await serve(mod, 'placement=blog_network_sticky'))?.campaign_id).toBe(capped);
    await t.deps.db.updateTable('blogs').set({ is_adult: true }).where('name', '=', 'ann-reads').execute();
    expect(await serve(visitor, 'placement=dashboard_in_stream&blog=ann-reads')).toBeNull();
    expect((await serve(visitor, 'placement=dashboard_in_stream'))?.campaign_id).toBe(rail);
  });

  it('keeps the ad tracking events in the event store, and refuses a bad one', async () => {
    const ad = await serve(ann, 'placement=dashboard_in_stream');
    const viewable = await ann.post('/svc/log/ad', {
      event: 'viewable',
      placement_id: ad?.placement_id,
      location_id: 'dashboard',
      ad_position: 8,
      adblock_enabled: false,
      view_duration: 1400,
    });
    expect(viewable.status, viewable.raw).toBe(200);
    expect((await adEvents()).at(-1)).toMatchObject({
      name: 'viewable',
      data: { campaign_id: rail, view_duration: 1400, ad_position: 8 },
    });
    expect((await ann.post('/svc/log/ad', { event: 'stare', placement_id: 'x' })).status).toBe(400);
  });

  it('answers a video creative and its tracking beacons, macros left for the page', async () => {
    const beacons = [
      { event: 'serve', url: 'https://t.example/i?p=[PLACEMENT_ID]&cb=[CACHEBUSTING]' },
      { event: 'video_50', url: 'https://t.example/q?e=[EVENT]' },
    ];
    const bad = await mod.post('/svc/admin/ads', {
      ...campaign({ name: 'Bad beacon' }),
      beacons: [{ event: 'video_50', url: 'javascript:alert(1)' }],
    });
    expect(bad.status).toBe(400);
    expect(
      (
        await mod.post('/svc/admin/ads', {
          ...campaign(),
          beacons: [{ event: 'stare', url: 'https://t.example' }],
        })
      ).status,
    ).toBe(400);
    expect(
      (await mod.post('/svc/admin/ads', { ...campaign(), video_url: 'file:///etc/passwd' })).status,
    ).toBe(400);
    const made = await mod.post('/svc/admin/ads', {
      ...campaign({ name: 'Video' }),
      placements: ['peepr_in_stream'],
      video_url: 'https://cdn.example/clip.mp4',
      beacons,
    });
    expect(made.status, made.raw).toBe(200);
    expect(await serve(visitor, 'placement=peepr_in_stream')).toMatchObject({
      video_url: 'https://cdn.example/clip.mp4',
      beacons,
    });
    expect((await mod.request('DELETE', `/svc/admin/ads/${made.body.response.campaign.id}`)).status).toBe(
      200,
    );
  });

  it('keeps a blog’s pages free of ads when its owner says so, and only them', async () => {
    const saved = await ann.post('/svc/blog/ann-reads/settings', { blog_ads: false });
    expect(saved.status, saved.raw).toBe(200);
    expect(saved.body.response.blog.blog_ads).toBe(false);
    await t.deps.db.updateTable('blogs').set({ is_adult: false }).where('name', '=', 'ann-reads').execute();
    expect(await serve(visitor, 'placement=blog_network_sticky&blog=ann-reads')).toBeNull();
    expect(await serve(visitor, 'placement=dashboard_in_stream&blog=ann-reads')).not.toBeNull();
    expect(
      (await ann.post('/svc/blog/ann-reads/settings', { blog_ads: true })).body.response.blog.blog_ads,
    ).toBe(true);
    // The same placement on the same blog, allowed again: an ad (so the refusal above was the owner's).
    expect(await serve(visitor, 'placement=blog_network_sticky&blog=ann-reads')).not.toBeNull();
  });

  it('does not promote a blog on its own pages', async () => {
    const own = await mod.post('/svc/admin/ads', {
      ...campaign({ name: 'Own', link_url: '', promoted_post_url: '/mod-ads' }),
      placements: ['blog_network_permalink'],
    });
    expect(own.status, own.raw).toBe(200);
    expect(await serve(visitor, 'placement=blog_network_permalink&blog=mod-ads')).toBeNull();
    expect((await serve(visitor, 'placement=blog_network_permalink'))?.campaign_id).toBe(
      own.body.response.campaign.id,
    );
    expect((await mod.request('DELETE', `/svc/admin/ads/${own.body.response.campaign.id}`)).status).toBe(200);
  });

  it('names the placements a live campaign takes in every page’s bootstrap, at once after a change', async () => {
    const session = async () => (await visitor.get('/svc/account/session')).body.response;
    const before = await session();
    expect(before.ad_placements).toEqual([
      'blog_network_sticky',
      'dashboard_in_stream',
      'dashboard_right_rail',
    ]);
    expect(before.flags.blog_ads).toBe(true);
    const made = await mod.post('/svc/admin/ads', {
      ...campaign({ name: 'Day' }),
      placements: ['dashboard_sponsored_day'],
    });
    expect((await session()).ad_placements).toContain('dashboard_sponsored_day');
    await mod.request('DELETE', `/svc/admin/ads/${made.body.response.campaign.id}`);
    expect((await session()).ad_placements).not.toContain('dashboard_sponsored_day');
  });

  it('keeps what it read per database: an app on another one sees none of these campaigns', async () => {
    expect((await visitor.get('/svc/account/session')).body.response.ad_placements).not.toEqual([]);
    const other = await createTestApp({ config: { adsEnabled: true } });
    try {
      const session = await other.client().get('/svc/account/session');
      expect(session.body.response.ad_placements).toEqual([]);
    } finally {
      await other.close();
    }
  });

  it('serves nothing while ads are off', async () => {
    t.deps.config.adsEnabled = false;
    try {
      expect(await serve(ann, 'placement=dashboard_right_rail')).toBeNull();
      expect((await visitor.get('/svc/account/session')).body.response).toMatchObject({
        ad_placements: [],
        flags: { blog_ads: false },
      });
    } finally {
      t.deps.config.adsEnabled = true;
    }
  });
});

describe('the ad partner’s slot (AD_SCRIPT_URL)', () => {
  const partner = () => visitor.get('/ads/partner');

  it('is not there without a partner script, and the bootstrap says so', async () => {
    expect((await partner()).status).toBe(404);
    expect((await visitor.get('/svc/account/session')).body.response.ad_partner).toBe(false);
  });

  it('frames the partner’s script and tag under a policy of their own, and says whether an ad came', async () => {
    t.deps.config.adScriptUrl = 'https://ads.example.net/tag.js';
    t.deps.config.adSlotHtml = '<ins class="slot"></ins><script>window.slotReady = true</script>';
    try {
      expect((await visitor.get('/svc/account/session')).body.response.ad_partner).toBe(true);
      const page = await partner();
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      const csp = String(page.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(csp).toContain("'strict-dynamic'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(page.raw).toContain('"https://ads.example.net/tag.js"');
      // The operator's tag keeps its markup; its scripts run with the page's nonce, every one of them.
      expect(page.raw).toContain('<ins class="slot"></ins>');
      expect(page.raw.match(/<script\b[^>]*>/g)?.every((tag) => tag.includes(`nonce="${nonce}"`))).toBe(true);
      expect(page.raw).toContain('rookery_ad_partner');
      // A new nonce for every load.
      expect(String((await partner()).headers['content-security-policy'])).not.toContain(nonce);

      t.deps.config.adsEnabled = false;
      expect((await partner()).status).toBe(404);
      expect((await visitor.get('/svc/account/session')).body.response.ad_partner).toBe(false);
    } finally {
      t.deps.config.adsEnabled = true;
      t.deps.config.adScriptUrl = undefined;
      t.deps.config.adSlotHtml = undefined;
    }
  });
});
