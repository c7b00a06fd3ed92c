import { AD_IN_STREAM_EVERY, AD_PLACEMENTS, type AdPlacement } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog } from './support/blogs';
import { layoutShift } from './support/layout-shift';
import { grantModerator } from './support/moderation';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, expectAccessible, type Page, test } from './support/test';

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
  await writerApi.dispose();

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
  }

  // No campaign running: no ad, and no room kept for one.
  await page.goto('/dashboard');
  await expect(page.getByRole('feed', { name: 'Dashboard posts' })).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
  await page.goto(`/${writer.blog}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.locator('[data-ad-slot]')).toHaveCount(0);
});
