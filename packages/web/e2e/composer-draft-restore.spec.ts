import { signUpViaApi } from './support/accounts';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const restorePrompt = (page: Page) => page.getByRole('alertdialog', { name: 'Restore your unsaved post?' });

/** The posts the browser keeps for forms (the composer's unsaved-post entries). */
const keptPosts = (page: Page) =>
  page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('rookery:unsaved-post:')));

test('text typed in the composer survives a reload, and is gone once the post is saved', async ({ page }) => {
  const member = await signUpViaApi(page, 'keeptext');
  await page.goto('/new/text');
  await form(page).getByLabel('Title').fill('Not lost');
  await form(page).getByLabel('Body').fill('Words typed before the tab went away.');
  const tags = form(page).getByLabel('Tags', { exact: true });
  await tags.fill('kept');
  await tags.press('Enter');
  await expect.poll(() => keptPosts(page)).toEqual([`rookery:unsaved-post:${member.blog}:new:text`]);

  await page.reload();
  const prompt = restorePrompt(page);
  await expect(prompt).toContainText('Restore your unsaved post?');
  await prompt.getByRole('button', { name: 'Restore' }).click();
  await expect(form(page).getByLabel('Title')).toHaveText('Not lost');
  await expect(form(page).getByLabel('Body')).toContainText('Words typed before the tab went away.');
  await expect(form(page).getByRole('list', { name: 'Tags on this post' }).getByRole('listitem')).toHaveText([
    '#kept',
  ]);

  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  await expect.poll(() => keptPosts(page)).toEqual([]);
  await page.goto('/new/text');
  await expect(form(page).getByLabel('Title')).toHaveText('');
  await expect(restorePrompt(page)).toHaveCount(0);
});

test('a quote whose save failed is offered back; Discard forgets it', async ({ page }) => {
  await signUpViaApi(page, 'keepquote');
  await page.route('**/svc/post/update', (route) => route.fulfill({ status: 500, body: 'down' }));
  await page.goto('/new/quote');
  await form(page).getByRole('textbox', { name: 'Quote' }).fill('Nothing is lost.');
  await form(page).getByLabel('Source').fill('A careful composer');
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page).getByRole('alert')).toBeVisible();
  await page.unroute('**/svc/post/update');

  await page.reload();
  const prompt = restorePrompt(page);
  await prompt.getByRole('button', { name: 'Restore' }).click();
  await expect(form(page).getByRole('textbox', { name: 'Quote' })).toContainText('Nothing is lost.');
  await expect(form(page).getByLabel('Source')).toContainText('A careful composer');

  // Discarded on a later opening: the form opens empty and nothing is kept.
  await page.reload();
  await restorePrompt(page).getByRole('button', { name: 'Discard' }).click();
  await expect(form(page).getByRole('textbox', { name: 'Quote' })).toHaveText('');
  await expect.poll(() => keptPosts(page)).toEqual([]);
});
