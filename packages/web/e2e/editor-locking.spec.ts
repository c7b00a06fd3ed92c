import { signUpViaApi } from './support/accounts';
import { holdRequests } from './support/hold';
import { expect, test } from './support/test';

test('the rich editor is read-only while the post saves', async ({ page }) => {
  await signUpViaApi(page, 'lockedit');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await page.keyboard.type('Sent as typed');
  await expect(body).toHaveAttribute('contenteditable', 'true');

  // Hold the save's answer to look at the form while it is on its way.
  const release = await holdRequests(page, '**/svc/post/update');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await expect(body).toHaveAttribute('contenteditable', 'false');
  await expect(body).toHaveAttribute('aria-disabled', 'true');
  await body.click({ force: true });
  await page.keyboard.type(' and more');
  await expect(body).toHaveText('Sent as typed');

  release();
  await expect(form).toHaveCount(0);
});
