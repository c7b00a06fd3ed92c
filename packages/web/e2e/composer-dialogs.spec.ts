import { signUpViaApi } from './support/accounts';
import { holdRequests } from './support/hold';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test('dismissing a changed post asks first; Nevermind keeps it, Discard closes it', async ({ page }) => {
  await signUpViaApi(page, 'discard');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  const confirm = page.getByRole('alertdialog');

  // Nothing written yet: Escape closes at once.
  await expect(form.getByLabel('Title')).toBeFocused();
  await expect(page.locator('body')).toHaveClass(/post-forms-open/);
  await page.keyboard.press('Escape');
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('body')).not.toHaveClass(/post-forms-open/);

  await page.goto('/new/text');
  await form.getByLabel('Body').fill('Half a thought');
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveAccessibleName('Discard this post?');
  await expect(confirm.getByRole('button', { name: 'Discard' })).toBeFocused();
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(form.getByLabel('Body')).toHaveText('Half a thought');

  await form.getByRole('button', { name: 'Close' }).click();
  await expect(confirm).toHaveAccessibleName('Discard this post?');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('an edit asks to discard edits, and closing waits while the post is saving', async ({ page }) => {
  const member = await signUpViaApi(page, 'saving');
  const { id } = await createTextPost(page.request, 'Saved title', 'Saved body');
  await page.goto(`/edit/${id}`);
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Body').fill('Edited body');
  await form.getByRole('button', { name: 'Close' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toHaveAccessibleName('Discard edits to this post?');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();

  // Hold the save's answer: while it is on its way, Escape and Close do nothing.
  const release = await holdRequests(page, '**/svc/post/update');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(confirm).toHaveCount(0);
  await expect(form).toBeVisible();
  await expect(form.getByRole('button', { name: 'Close' })).toBeDisabled();

  release();
  await expect(form).toHaveCount(0);
  await expect(page.getByText('Your post was updated.')).toBeVisible();
  await page.goto(`/${member.blog}`);
  await expect(page.getByRole('article')).toContainText('Edited body');
});

test('when the post form code fails to load, the member is told and stays on the dashboard', async ({
  page,
}) => {
  await signUpViaApi(page, 'chunk');
  await page.route(/\/assets\/post-form-screen-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Quote' }).click();

  const alert = page.getByRole('alertdialog');
  await expect(alert).toHaveAccessibleName(
    'Sorry, we seem to be having technical trouble. Please try again later.',
  );
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('dialog', { name: 'New post' })).toHaveCount(0);

  // The next try loads the form again.
  await page.unroute(/\/assets\/post-form-screen-[^/]+\.js$/);
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Quote' }).click();
  await expect(
    page.getByRole('dialog', { name: 'New post' }).getByRole('textbox', { name: 'Quote' }),
  ).toBeVisible();
});
