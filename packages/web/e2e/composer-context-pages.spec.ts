import { expect, test } from '@playwright/test';
import { signUpViaApi } from './support/accounts';
import { saveTextPost } from './support/posts';

test('an edit opened from the drafts page returns there when the form closes', async ({ page }) => {
  const member = await signUpViaApi(page, 'ctxdrafts');
  await saveTextPost(page.request, 'Half a thought', 'draft');
  await page.goto(`/blog/${member.blog}/drafts`);
  await page.getByRole('article').getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await expect(form.getByLabel('Body')).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts$`));
});

test('saving a post opened from the queue page reloads the queue', async ({ page }) => {
  const member = await signUpViaApi(page, 'ctxqueue');
  await saveTextPost(page.request, 'Waiting its turn', 'queued');
  await page.goto(`/blog/${member.blog}/queue`);
  // A full reload clears what this page set on window; a client-side return would keep it.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('article').getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Body').fill('Waiting, edited.');
  // The form's main button names the post's state: a queued post stays queued.
  await form.getByRole('button', { name: 'Queue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/queue$`));
  await expect(page.getByRole('article')).toContainText('Waiting, edited.');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});
