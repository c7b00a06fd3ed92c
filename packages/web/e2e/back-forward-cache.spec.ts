import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { FULL_BROWSER } from './support/browsers';
import { createTextPost } from './support/posts';
import { test as base, expect, type Page } from './support/test';

/**
 * Playwright turns the back/forward cache off by default, and the headless shell has none; these
 * journeys are about it, so they run on full Chromium with it on.
 */
const test = base.extend({
  launchOptions: [
    async ({ launchOptions }, use) =>
      use({
        ...launchOptions,
        executablePath: FULL_BROWSER,
        ignoreDefaultArgs: ['--disable-back-forward-cache'],
      }),
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

test('a signed-in page is not shown again from the cache once its person has logged out', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'bfcache-in');
  await watchRestores(page);

  await page.goto(`/${member.blog}`);
  await page.goto('/explore');
  // Chromium may keep a no-store page while nothing changed, but never past a change of its cookies:
  // what matters is that Back after a logout on a shared computer shows nothing of the account.
  const out = await page.request.post('/svc/account/logout', {
    headers: { 'X-Form-Key': await formKey(page.request) },
  });
  expect(out.ok(), await out.text()).toBe(true);
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  await expect.poll(() => restored(page, `/${member.blog}`)).toBe('false');
});
