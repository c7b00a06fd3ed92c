import { memberElsewhere, signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { test as base, expect, type Page } from './support/test';

/** Playwright turns the back/forward cache off by default; these journeys are about it. */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({ ...launchOptions, ignoreDefaultArgs: ['--disable-back-forward-cache'] }),
    { scope: 'worker' },
  ],
});

/** Records, per path, whether the page was shown from the back/forward cache (pageshow.persisted). */
async function watchRestores(page: Page) {
  await page.addInitScript(() => {
    window.addEventListener('pageshow', (event) => {
      sessionStorage.setItem(`restored ${location.pathname}`, String(event.persisted));
    });
  });
}

const restored = (page: Page, path: string) =>
  page.evaluate((p) => sessionStorage.getItem(`restored ${p}`), path);

test('a visitor going Back to a blog page gets it from the back/forward cache', async ({ page }) => {
  const { member, request } = await memberElsewhere('bfcache');
  await createTextPost(request, 'Rooks at dusk', 'They gather over the field.');
  await request.dispose();
  await watchRestores(page);

  await page.goto(`/${member.blog}`);
  await expect(page.getByText('Rooks at dusk')).toBeVisible();
  await page.goto('/explore');
  // A page restored from the cache fires no load event: wait for the navigation itself.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  await expect.poll(() => restored(page, `/${member.blog}`)).toBe('true');
});

test('a signed-in page is never kept: Back loads it afresh', async ({ page }) => {
  const member = await signUpViaApi(page, 'bfcache-in');
  await watchRestores(page);

  await page.goto(`/${member.blog}`);
  await page.goto('/explore');
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  await expect.poll(() => restored(page, `/${member.blog}`)).toBe('false');
});
