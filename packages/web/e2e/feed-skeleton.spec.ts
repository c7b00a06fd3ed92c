import { signUpViaApi } from './support/accounts';
import { holdRequests } from './support/hold';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

/** The layout shifts the page has had, summed as CLS counts them (shifts right after input aside). */
const layoutShift = () =>
  new Promise<number>((resolve) => {
    let total = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    setTimeout(() => resolve(total), 200);
  });

for (const width of [1280, 390]) {
  test(`a slow feed shows the shape of posts where they will be, and nothing moves when they come (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, `skeleton-${width}`);
    await createTextPost(page.request, 'Worth the wait', 'The feed was slow today.');
    const release = await holdRequests(page, (url) => url.pathname === '/svc/dashboard');
    await page.goto('/dashboard');
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
