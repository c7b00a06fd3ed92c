import { signUpViaApi } from './support/accounts';
import { holdRequests } from './support/hold';
import { layoutShift } from './support/layout-shift';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

for (const width of [1280, 390]) {
  test(`a slow feed shows the shape of posts where they will be, and nothing moves when they come (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, `skeleton-${width}`);
    await createTextPost(page.request, 'Worth the wait', 'The feed was slow today.');
    // The served dashboard has its posts already (server rendering): the feed is slow when reached
    // from another page.
    await page.goto('/settings/account');
    const release = await holdRequests(page, (url) => url.pathname === '/svc/dashboard');
    await page.getByRole('link', { name: 'rookery, home' }).click();
    const skeleton = page.locator('[data-feed-skeleton]');
    await expect(skeleton).toBeVisible();
    await expect(skeleton).toHaveCSS('opacity', '1');
    await expect(page.getByRole('status').filter({ hasText: 'Loading dashboard posts' })).toBeAttached();
    release();
    await expect(page.getByRole('article').filter({ hasText: 'Worth the wait' })).toBeVisible();
    await expect(skeleton).toHaveCount(0);
    expect(await page.evaluate(layoutShift)).toBeLessThanOrEqual(0.02);
  });
}
