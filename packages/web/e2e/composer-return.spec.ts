import { memberElsewhere, signUpViaApi } from './support/accounts';
import { saveTextPost } from './support/posts';
import { expect, type Locator, type Page, test } from './support/test';

/** Long enough that a handful of them make a page several screens tall. */
const LONG_BODY = Array.from({ length: 5 }, (_, i) => `Paragraph ${i + 1} of a long post. `.repeat(12)).join(
  '\n\n',
);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls so the control sits in the middle of the screen; answers the scroll position. */
async function scrollTo(page: Page, control: Locator): Promise<number> {
  await control.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const y = await scrollY(page);
  expect(y).toBeGreaterThan(1000);
  return y;
}

/** Where the element is on the screen (what the reader sees, whatever moved above it). */
const screenTop = (element: Locator) => element.evaluate((e) => Math.round(e.getBoundingClientRect().top));

/** Nearly the same: a pixel or two of layout rounding aside. */
const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(4);

test.describe('the composer returns to the page it was opened from', () => {
  const tag = `place${Date.now().toString(36)}`;
  let author = '';
  let titles: string[] = [];

  test.beforeAll(async () => {
    const { member, request } = await memberElsewhere('placeauthor');
    author = member.blog;
    titles = Array.from({ length: 8 }, (_, i) => `Placed post ${i + 1} of ${author}`);
    for (const title of titles)
      await saveTextPost(request, title, 'published', { body: LONG_BODY, tags: [tag] });
    await request.dispose();
  });

  for (const where of ['explore', 'tag page', 'blog page'] as const) {
    test(`a reblog from the ${where} comes back there, at the same scroll, focus on Reblog`, async ({
      page,
    }) => {
      await signUpViaApi(page, 'placereader');
      const path = where === 'explore' ? '/explore' : where === 'tag page' ? `/tagged/${tag}` : `/${author}`;
      await page.goto(path);
      // The oldest of them: far enough down every one of these pages (explore: in its Newest feed).
      const feed = where === 'explore' ? page.getByRole('feed', { name: 'Newest posts' }) : page;
      const article = feed.getByRole('article').filter({ hasText: titles[3]! }).last();
      const reblog = article.getByRole('link', { name: 'Reblog', exact: true });
      await expect(reblog).toBeVisible();
      const y = await scrollTo(page, reblog);
      await reblog.click();

      await expect(page).toHaveURL(/\/reblog\/\d+\/[^/]+$/);
      const form = page.getByRole('dialog', { name: 'Reblog post' });
      await form.getByLabel('Your comment').fill('Kept my place.');
      await form.getByRole('button', { name: 'Reblog', exact: true }).click();

      await expect(form).toHaveCount(0);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      near(await scrollY(page), y);
      await expect(reblog).toBeFocused();
    });
  }

  test('the header Compose on explore opens /new/text over it and closes back, focus on Compose', async ({
    page,
  }) => {
    await signUpViaApi(page, 'placecompose');
    await page.goto('/explore');
    const article = page
      .getByRole('feed', { name: 'Newest posts' })
      .getByRole('article')
      .filter({ hasText: titles[3]! })
      .last();
    await expect(article).toBeVisible();
    const y = await scrollTo(page, article);
    const compose = page.getByRole('banner').getByRole('button', { name: 'Compose' });
    await compose.click();
    await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();

    await expect(page).toHaveURL(/\/new\/text$/);
    const form = page.getByRole('dialog', { name: 'New post' });
    // Explore stays under the form (hidden from assistive technology while the form is open).
    await expect(page.locator('[role="feed"][aria-label="Newest posts"]')).toBeAttached();
    await form.getByRole('button', { name: 'Close' }).click();

    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(/\/explore$/);
    near(await scrollY(page), y);
    await expect(compose).toBeFocused();
  });

  test('a permalink: an edit of the post comes back to it', async ({ page }) => {
    const member = await signUpViaApi(page, 'placeperma');
    const id = await saveTextPost(page.request, 'My own words', 'published', { body: LONG_BODY });
    await page.goto(`/${member.blog}/post/${id}`);
    const edit = page.getByRole('article').getByRole('link', { name: 'Edit', exact: true });
    await edit.click();
    const form = page.getByRole('dialog', { name: 'Edit post' });
    await form.getByLabel('Title').fill('My own words, edited');
    await form.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/${member.blog}/post/${id}$`));
    await expect(page.getByRole('article')).toContainText('My own words, edited');
    await expect(edit).toBeFocused();
  });
});

test('on the dashboard at scrollY 6000, an edit and a reblog keep the place and the focus', async ({
  page,
}) => {
  await signUpViaApi(page, 'placedash');
  for (let i = 1; i <= 14; i++)
    await saveTextPost(page.request, `Dashboard post ${i}`, 'published', { body: LONG_BODY });
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Settled: what shows above the feed (the rail, a banner) has arrived.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, 6000));
  await expect.poll(() => scrollY(page)).toBe(6000);

  // The first card whose footer is on screen.
  const onScreen = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: 'Edit', exact: true }) });
  const index = await onScreen.evaluateAll((articles) =>
    articles.findIndex((a) => {
      const footer = a.querySelector('footer')?.getBoundingClientRect();
      return footer !== undefined && footer.top > 60 && footer.bottom < window.innerHeight;
    }),
  );
  expect(index).toBeGreaterThanOrEqual(0);
  // By its id: a reblog adds a card above it.
  const id = await onScreen.nth(index).getAttribute('data-post-id');
  const article = page.locator(`article[data-post-id="${id}"]`);
  const edit = article.getByRole('link', { name: 'Edit', exact: true });
  await edit.click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Body').press('End');
  await form.getByLabel('Body').pressSequentially(' More.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  near(await scrollY(page), 6000);
  await expect(edit).toBeFocused();

  // A reblog adds a post at the top of the feed: the card stays where it was on the screen.
  const reblog = article.getByRole('link', { name: 'Reblog', exact: true });
  const top = await screenTop(reblog);
  await reblog.click();
  const reblogForm = page.getByRole('dialog', { name: 'Reblog post' });
  await reblogForm.getByRole('button', { name: 'Reblog', exact: true }).click();
  await expect(reblogForm).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await scrollY(page)).toBeGreaterThanOrEqual(5900);
  await expect.poll(() => screenTop(reblog)).toBeLessThan(top + 5);
  near(await screenTop(reblog), top);
  await expect(reblog).toBeFocused();

  // A fast reblog opens no form: the page does not move, and focus is back on the menu's button.
  const y = await scrollY(page);
  const options = article.getByRole('button', { name: 'Reblog options' });
  await options.click();
  await page.getByRole('button', { name: 'Fast reblog' }).click();
  await expect(page.getByText(/^Reblogged your own post to /)).toBeVisible();
  near(await scrollY(page), y);
  await expect(options).toBeFocused();
});
