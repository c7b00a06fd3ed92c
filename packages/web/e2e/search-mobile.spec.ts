import { memberElsewhere, signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { createPhotoPost, uniqueWord } from './support/search';
import { shot } from './support/shots';
import { expect, expectAccessible, type Page, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

const header = (page: Page) => page.getByRole('banner');

test('the phone header searches: the field, the drawer, and filters that search again', async ({ page }) => {
  const word = uniqueWord('plover');
  const { request } = await memberElsewhere('shore');
  await createTextPost(request, 'First plover', `An early ${word} on the shingle.`);
  await createPhotoPost(request, [word]);
  await createTextPost(request, 'Latest plover', `A late ${word} by the tideline.`);
  await request.dispose();
  await signUpViaApi(page, 'phone-seeker');

  await page.goto('/dashboard');
  const bar = header(page);
  const heightBefore = (await bar.boundingBox())?.height;
  await expect(bar.getByText('Dashboard', { exact: true })).toBeVisible();
  await expect(bar.getByRole('combobox', { name: 'Search Rookery' })).toHaveCount(0);
  // Filters only while searching.
  await expect(bar.getByRole('button', { name: 'Search filters' })).toHaveCount(0);

  // The search button shows the field (focused, the page title gone), hides it while it is empty…
  await bar.getByRole('button', { name: 'Open search' }).click();
  const field = bar.getByRole('combobox', { name: 'Search Rookery' });
  await expect(field).toBeFocused();
  await expect(bar.getByText('Dashboard', { exact: true })).toHaveCount(0);
  expect((await bar.boundingBox())?.height).toBe(heightBefore);
  await bar.getByRole('button', { name: 'Close search' }).click();
  await expect(field).toHaveCount(0);
  await expect(bar.getByText('Dashboard', { exact: true })).toBeVisible();

  // …and with a term, searches.
  await bar.getByRole('button', { name: 'Open search' }).click();
  await field.fill(word);
  await bar.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(`/search?q=${word}`);
  const posts = page.getByRole('feed', { name: `Posts about ${word}` }).getByRole('article');
  await expect(posts).toHaveCount(3);
  await expect(field).toHaveValue(word);

  // Opening the drawer puts the field away; the drawer's Search closes it and brings the field back.
  await bar.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await expect(field).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Search' }).click();
  await expect(drawer).toBeHidden();
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(word);

  // The filter popover: each change is a new search, and the popover closes.
  await bar.getByRole('button', { name: 'Search filters' }).click();
  const filters = page.getByRole('dialog', { name: 'Search filters' });
  await expect(filters.getByRole('switch', { name: 'Safe search' })).toBeChecked();
  await shot(page, 'filters');
  await expectAccessible(page, 'the open filter popover');
  await filters.getByLabel('Post type').selectOption('photo');
  await expect(page).toHaveURL(`/search/${word}?filter_post_type=photo`);
  await expect(filters).toHaveCount(0);
  await expect(bar.getByRole('button', { name: 'Search filters' })).toBeFocused();
  await expect(posts).toHaveCount(1);
  await expect(posts.first().locator('img[src*="/media/"]')).toBeVisible();

  await bar.getByRole('button', { name: 'Search filters' }).click();
  await filters.getByLabel('Post type').selectOption('any');
  await expect(page).toHaveURL(`/search?q=${word}`);
  await bar.getByRole('button', { name: 'Search filters' }).click();
  await filters.getByRole('radio', { name: 'Recent' }).click();
  await expect(page).toHaveURL(`/search/${word}?sort=recent`);
  await expect(filters).toHaveCount(0);
  await expect(posts).toHaveCount(3);
  await expect(posts.first()).toContainText('Latest plover');
  await expect(posts.last()).toContainText('First plover');

  // Tab stays inside the open popover.
  await bar.getByRole('button', { name: 'Search filters' }).click();
  for (let i = 0; i < 8; i++) await page.keyboard.press('Tab');
  expect(await filters.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(filters).toHaveCount(0);
});

test('a visitor on a phone searches without filters', async ({ browser }) => {
  const word = uniqueWord('dunlin');
  const { request } = await memberElsewhere('mudflat');
  await createTextPost(request, 'Dunlin', `A flock of ${word} turning at once.`);
  await request.dispose();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();

  await page.goto('/explore');
  const bar = header(page);
  await bar.getByRole('button', { name: 'Open search' }).click();
  await bar.getByRole('combobox', { name: 'Search Rookery' }).fill(word);
  await expect(bar.getByRole('button', { name: 'Search filters' })).toHaveCount(0);
  await bar.getByRole('combobox', { name: 'Search Rookery' }).press('Enter');
  await expect(page).toHaveURL(`/search?q=${word}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(bar.getByRole('button', { name: 'Search filters' })).toHaveCount(0);
  // The page's own filters: sort and type, but Safe search stays on for visitors.
  const pageFilters = page.getByRole('region', { name: 'Search filters' });
  await expect(pageFilters.getByRole('radio', { name: 'Top' })).toBeChecked();
  await expect(pageFilters.getByRole('switch')).toHaveCount(0);
});
