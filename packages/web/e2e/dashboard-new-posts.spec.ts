import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

const cardOf = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
const feedTitles = (page: Page) =>
  page.getByRole('feed', { name: 'Dashboard posts' }).getByRole('article').getByRole('heading', { level: 3 });

/**
 * A reader following an author who has posted ten tall posts; the reader's dashboard open and
 * scrolled down into it. With `pollMs`, the dashboard polls that often while push is down.
 */
async function readerScrolledDown(page: Page, label: string, pollMs?: number) {
  const author = await memberElsewhere(`${label}-author`);
  await signUpViaApi(page, `${label}-reader`);
  await followBlog(page.request, author.member.blog);
  const body = Array.from({ length: 10 }, (_, i) => `<p>Line ${i} of a tall post.</p>`).join('');
  for (let i = 10; i >= 1; i--) await createTextPost(author.request, `Older ${i}`, body);
  if (pollMs)
    await page.addInitScript((ms) => localStorage.setItem('rookery.newPostsPollMs', String(ms)), pollMs);
  await page.goto('/dashboard');
  await expect(cardOf(page, 'Older 1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 1500));
  return author;
}

/** Where Older 5's card is on screen: it must not move while new posts arrive unasked. */
const placeOf = (page: Page) =>
  cardOf(page, 'Older 5').evaluate((card) => Math.round(card.getBoundingClientRect().top));

async function pillJourney(page: Page, author: Awaited<ReturnType<typeof readerScrolledDown>>) {
  const place = await placeOf(page);
  await createTextPost(author.request, 'Fresh off the press', 'Brand new.');
  const pill = page.getByRole('button', { name: '1 new post' });
  await expect(pill).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('status').filter({ has: pill })).toHaveCount(1);
  expect(await placeOf(page)).toBe(place);
  await expect(cardOf(page, 'Fresh off the press')).toHaveCount(0);

  await createTextPost(author.request, 'Hot on its heels', 'Newer still.');
  await expect(page.getByRole('button', { name: '2 new posts' })).toBeVisible({ timeout: 20_000 });
  expect(await placeOf(page)).toBe(place);
  expect(await seriousViolations(page)).toEqual([]);

  await page.getByRole('button', { name: '2 new posts' }).click();
  await expect(feedTitles(page).first()).toHaveText('Hot on its heels');
  await expect(feedTitles(page).nth(1)).toHaveText('Fresh off the press');
  await expect(feedTitles(page).nth(2)).toHaveText('Older 1');
  await expect(cardOf(page, 'Hot on its heels')).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByRole('button', { name: /new posts?$/ })).toHaveCount(0);
  // The pages already read are still there below.
  await expect(cardOf(page, 'Older 10')).toHaveCount(1);
}

test('a followed blog posts: the push stream brings the pill, a click brings the posts on top', async ({
  page,
}) => {
  const author = await readerScrolledDown(page, 'pill-push');
  await pillJourney(page, author);
  await author.request.dispose();
});

test('with push blocked, a poll brings the pill all the same', async ({ page }) => {
  await page.route('**/svc/push', (route) => route.abort());
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/svc/dashboard/new_posts')) polls.push(r.url());
  });
  const author = await readerScrolledDown(page, 'pill-poll', 1500);
  await pillJourney(page, author);
  expect(polls.length).toBeGreaterThan(0);
  await author.request.dispose();
});
