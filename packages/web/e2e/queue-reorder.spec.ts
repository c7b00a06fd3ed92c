import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

const order = (page: Page) =>
  page
    .getByRole('list', { name: 'Queued posts' })
    .locator('li[data-post-id]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-post-id')));

test('moving queued posts up by mouse and keyboard saves the order, which a reload keeps', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'queue');
  const [a, b, c] = [
    await saveTextPost(page.request, 'First', 'queued'),
    await saveTextPost(page.request, 'Second', 'queued'),
    await saveTextPost(page.request, 'Third', 'queued'),
  ];

  await page.goto(`/blog/${member.blog}/queue`);
  await expect(page.getByText('3 posts queued.')).toBeVisible();
  await expect.poll(() => order(page)).toEqual([a, b, c]);
  expect(await seriousViolations(page)).toEqual([]);

  let saved = page.waitForResponse((r) => r.url().endsWith('/queue/reorder'));
  await page.getByRole('button', { name: 'Move post 3 up' }).click();
  await expect.poll(() => order(page)).toEqual([a, c, b]);
  expect((await saved).ok()).toBe(true);

  // The keyboard stays on the moved post: its button is focused again, now as post 2.
  await expect(page.getByRole('button', { name: 'Move post 2 up' })).toBeFocused();
  saved = page.waitForResponse((r) => r.url().endsWith('/queue/reorder'));
  await page.keyboard.press('Enter');
  await expect.poll(() => order(page)).toEqual([c, a, b]);
  expect((await saved).ok()).toBe(true);
  // At the top "Move up" is disabled, so focus moves to "Move down" of the same post.
  await expect(page.getByRole('button', { name: 'Move post 1 down' })).toBeFocused();

  await page.reload();
  await expect.poll(() => order(page)).toEqual([c, a, b]);
});
