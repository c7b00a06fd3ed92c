import { AD_IN_STREAM_EVERY, AD_PLACEMENTS, type AdPlacement } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog, saveBlogSettings } from './support/blogs';
import { layoutShift } from './support/layout-shift';
import { grantModerator } from './support/moderation';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, expectAccessible, type Page, test } from './support/test';
import { realVideo } from './support/videos';

/**
 * House ads (issue 20): every placement shows the running campaign, labelled Sponsored, in room kept
 * for it (no layout shift); an impression is viewable only after a second in view; with no campaign
 * running there is no ad anywhere.
 */

interface AdEventBody {
  event: string;
  placement_id: string;
  view_duration?: number;
  adblock_enabled?: boolean;
  location_id?: string;
}

/** Every ad event the page sends, as sent. */
function recordAdEvents(page: Page): AdEventBody[] {
  const sent: AdEventBody[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/svc/log/ad')) sent.push(r.postDataJSON() as AdEventBody);
  });
  return sent;
}

const slot = (page: Page, placement: AdPlacement) => page.locator(`[data-ad-slot="${placement}"]`);

test('house ads fill every placement, count a view only after a second, and leave with their campaign', async ({
  page,
}) => {
  const { member: writer, request: writerApi } = await memberElsewhere('adwriter');
  for (let i = 1; i <= AD_IN_STREAM_EVERY + 2; i++)
    await saveTextPost(writerApi, `Post number ${i}`, 'published');
  const postId = await saveTextPost(writerApi, 'The newest post', 'published');

  const { member: operator, request: operatorApi } = await memberElsewhere('adoperator');
  grantModerator(operator.email);
  const made = await operatorApi.post('/svc/admin/ads', {
    headers: { 'X-Form-Key': await formKey(operatorApi) },
    data: {
      name: 'Everywhere',
      headline: 'Write with us this winter',
      body: 'A month of prompts, one a day.',
      link_url: 'https://example.com/winter',
      placements: AD_PLACEMENTS,
      starts_at: new Date(Date.now() - 60_000).toISOString(),
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const campaignId = (await made.json()).response.campaign.id as string;

  try {
    await signUpViaApi(page, 'adreader');
    await followBlog(page.request, writer.blog);
    const events = recordAdEvents(page);

    // The dashboard: the sponsored day above the feed, the rail, and one in the stream.
    await page.goto('/dashboard');
    const day = slot(page, 'dashboard_sponsored_day');
    await expect(day.getByRole('link', { name: /Write with us this winter/ })).toBeVisible();
    await expect(day.getByText('Sponsored')).toBeVisible();
    await expect(slot(page, 'dashboard_right_rail').getByText('Write with us this winter')).toBeVisible();
    const inStream = slot(page, 'dashboard_in_stream').first();
    await expect(inStream).toHaveAttribute('aria-label', 'Sponsored');
    // After the AD_IN_STREAM_EVERY-th post of the feed, an article among the posts.
    const feed = page.getByRole('feed', { name: 'Dashboard posts' });
    await expect(feed.locator(`article:nth-of-type(${AD_IN_STREAM_EVERY + 1})`)).toHaveAttribute(
      'data-ad-slot',
      'dashboard_in_stream',
    );
    expect(await page.evaluate(layoutShift)).toBe(0);
    await shot(page, 'ads-dashboard-1280');
    await expectAccessible(page, 'the dashboard with house ads');
    const link = day.getByRole('link');
    expect(await link.getAttribute('href')).toMatch(
      new RegExp(`^/ads/click/${campaignId}\\.dashboard_sponsored_day\\.`),
    );
    await expect(link).toHaveAttribute('rel', /sponsored/);
    await expect.poll(() => events.filter((e) => e.event === 'serve').length).toBeGreaterThanOrEqual(2);
    // The ad-block check's script ran: nothing blocks ads here.
    expect(events.every((e) => e.adblock_enabled === false)).toBe(true);

    // Viewable: half a second in view is not enough; more than a second is, reported as the page
    // scrolls it out of view.
    const streamId = await inStream.locator('a').getAttribute('data-ad-placement-id');
    const viewable = () => events.filter((e) => e.event === 'viewable' && e.placement_id === streamId);
    await inStream.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    expect(viewable()).toHaveLength(0);
    await inStream.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1300);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => viewable().length).toBe(1);
    expect(viewable()[0]!.view_duration).toBeGreaterThanOrEqual(1000);
    expect(viewable()[0]!.location_id).toBe('dashboard');

    // The blog viewer beside the dashboard has its own in-stream ad.
    await page.goto(`/blog/view/${writer.blog}`);
    await expect(
      page.locator('[data-blog-view]').locator('[data-ad-slot="peepr_in_stream"]').getByText('Write with us'),
    ).toBeVisible();

    // The blog network: in the blog's stream and in its corner, and under a post.
    await page.goto(`/${writer.blog}`);
    await expect(slot(page, 'blog_network_in_stream').first().getByText('Write with us')).toBeVisible();
    await expect(slot(page, 'blog_network_sticky').getByText('Write with us')).toBeInViewport();
    expect(await page.evaluate(layoutShift)).toBe(0);
    await shot(page, 'ads-blog-1280');
    await page.goto(`/${writer.blog}/post/${postId}`);
    await expect(slot(page, 'blog_network_permalink').getByText('Write with us')).toBeVisible();
    await expect(slot(page, 'blog_network_related_posts').getByText('Write with us')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'ads-permalink-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    // The blog's owner keeps its pages free of the site's ads; the reader's dashboard still has them.
    await saveBlogSettings(writerApi, writer.blog, { blog_ads: false });
    await page.goto(`/${writer.blog}/post/${postId}`);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
    await saveBlogSettings(writerApi, writer.blog, { blog_ads: true });
    await page.goto('/dashboard');
    await expect(slot(page, 'dashboard_sponsored_day').getByText('Write with us')).toBeVisible();

    // Leaving the page ends each impression with an unload.
    await page.getByRole('link', { name: 'Explore' }).first().click();
    await expect(page).toHaveURL(/\/explore/);
    await expect.poll(() => events.filter((e) => e.event === 'unload').length).toBeGreaterThanOrEqual(2);
  } finally {
    const removed = await operatorApi.delete(`/svc/admin/ads/${campaignId}`, {
      headers: { 'X-Form-Key': await formKey(operatorApi) },
    });
    expect(removed.ok()).toBe(true);
    await operatorApi.dispose();
    await writerApi.dispose();
  }

  // No campaign running: no ad, and no room kept for one.
  await page.goto('/dashboard');
  await expect(page.getByRole('feed', { name: 'Dashboard posts' })).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await page.goto(`/${writer.blog}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
});

test('a video ad plays muted while in view and sends its beacons, macros filled in, from hidden frames', async ({
  page,
}) => {
  const clip = realVideo(4, 320, 240);
  const beaconHits: string[] = [];
  await page.route('https://ads.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'video/mp4', body: clip }),
  );
  await page.route('https://t.example/**', (route) => {
    beaconHits.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
  });

  const { member: operator, request: operatorApi } = await memberElsewhere('advideo');
  grantModerator(operator.email);
  const made = await operatorApi.post('/svc/admin/ads', {
    headers: { 'X-Form-Key': await formKey(operatorApi) },
    data: {
      name: 'Moving pictures',
      headline: 'Watch the rookery at dawn',
      promoted_post_url: `/${operator.blog}`,
      video_url: 'https://ads.example/dawn.mp4',
      placements: ['dashboard_right_rail'],
      starts_at: new Date(Date.now() - 60_000).toISOString(),
      beacons: [
        { event: 'serve', url: 'https://t.example/imp?p=[PLACEMENT_ID]&c=[CAMPAIGN_ID]&cb=[CACHEBUSTING]' },
        { event: 'viewable', url: 'https://t.example/view?d=[VIEW_DURATION]&ab=[ADBLOCK]' },
        ...[0, 25, 50, 75, 98].map((q) => ({
          event: `video_${q}`,
          url: `https://t.example/q${q}?e=[EVENT]`,
        })),
      ],
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const campaignId = (await made.json()).response.campaign.id as string;

  try {
    await signUpViaApi(page, 'adviewer');
    const events = recordAdEvents(page);
    await page.goto('/dashboard');
    const rail = slot(page, 'dashboard_right_rail');
    const video = rail.locator('video');
    await expect(video).toBeVisible();
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted)).toBe(true);
    await expectAccessible(page, 'a video ad');
    await shot(page, 'ads-video-1280');
    // It plays in view, through its quartiles.
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.5);
    const hit = (path: string) => beaconHits.filter((u) => new URL(u).pathname === path);
    await expect.poll(() => hit('/q98').length, { timeout: 15_000 }).toBe(1);
    expect(['/q0', '/q25', '/q50', '/q75'].map((p) => hit(p).length)).toEqual([1, 1, 1, 1]);
    expect(new URL(hit('/q50')[0]!).searchParams.get('e')).toBe('video_50');
    const impression = new URL(hit('/imp')[0]!);
    const placementId = await rail.locator('a').getAttribute('data-ad-placement-id');
    expect(impression.searchParams.get('p')).toBe(placementId);
    expect(impression.searchParams.get('c')).toBe(campaignId);
    expect(impression.searchParams.get('cb')).toMatch(/^\d{8}$/);
    // The beacons were loaded from hidden frames.
    expect(await page.locator('iframe[data-ad-beacon]').count()).toBeGreaterThan(0);
    await expect(page.locator('iframe[data-ad-beacon]').first()).toBeHidden();
    expect(events.map((e) => e.event)).toEqual(
      expect.arrayContaining(['serve', 'video_0', 'video_50', 'video_98']),
    );

    // Viewable after the half-time threshold (half of 4 s) in view, reported when it leaves view.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => hit('/view').length).toBe(1);
    expect(Number(new URL(hit('/view')[0]!).searchParams.get('d'))).toBeGreaterThanOrEqual(2000);
    expect(new URL(hit('/view')[0]!).searchParams.get('ab')).toBe('0');
    // Out of view, it is paused.
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  } finally {
    const removed = await operatorApi.delete(`/svc/admin/ads/${campaignId}`, {
      headers: { 'X-Form-Key': await formKey(operatorApi) },
    });
    expect(removed.ok()).toBe(true);
    await operatorApi.dispose();
  }
});
