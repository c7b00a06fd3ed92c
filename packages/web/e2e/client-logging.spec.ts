import type { Page } from '@playwright/test';
import { windowsStorageKey } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * The client logger (issue 20; spec document 3 §7): tracker events batched and sent by beacon as
 * text/plain JSON with the form key when the page is hidden; none for a browser that asks not to
 * be tracked.
 */

/** What a browser does as its tab goes to the background. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

test('page views go out by beacon when the page is hidden, and the server keeps them', async ({ page }) => {
  await signUpViaApi(page, 'logreader');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Explore' }).first().click();
  await expect(page).toHaveURL(/\/explore/);
  // The reader sees the page before leaving: its posts, or the word that there are none (a card
  // waits for the HTML cleaner's chunk the first time a page is drawn in the browser, and the check
  // of the page at the end wants no feed left without its cards).
  for (const [feed, none] of [
    ['Trending posts', 'Nothing is trending yet.'],
    ['Newest posts', 'Nothing to explore yet'],
  ] as const) {
    const firstCard = page.getByRole('feed', { name: feed }).getByRole('article').first();
    await expect(firstCard.or(page.getByText(none))).toBeVisible();
  }

  const answered = page.waitForResponse((r) => r.url().endsWith('/services/bblog'));
  await hide(page);
  const response = await answered;
  expect(response.request().headers()['content-type']).toContain('text/plain');
  // The beacon's body is not shown to the test; the server's answer says what came: a 403 had the
  // form key been missing, a 400 for any event off the allow-list, and two page views kept.
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { response: { kept: number } }).response.kept).toBe(2);
});

test('a browser sending Global Privacy Control sends no tracker events', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'globalPrivacyControl', { value: true }));
  await signUpViaApi(page, 'lognotrack');
  await page.goto('/dashboard');
  let tracked = 0;
  page.on('request', (r) => {
    if (r.url().endsWith('/services/bblog')) tracked++;
  });
  await hide(page);
  await page.waitForTimeout(500);
  expect(tracked).toBe(0);
});

test('a conversation-windows entry local storage cannot read is reported as an error event', async ({
  page,
}) => {
  await signUpViaApi(page, 'logstorage');
  const session = await (await page.request.get('/svc/account/session')).json();
  const key = windowsStorageKey(session.response.user.name, 'open');
  await page.addInitScript((key) => localStorage.setItem(key, '{not json'), key);
  // The dock reads its windows once the page has settled: it takes the entry for none, and says so.
  const reported = page.waitForEvent('console', (m) => m.text().includes('windows_storage_read_error'));
  await page.goto('/dashboard');
  await reported;
  const logged = page.waitForResponse((r) => r.url().endsWith('/services/cslog'));
  await hide(page);
  const response = await logged;
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { response: { kept: number } }).response.kept).toBe(1);
});
