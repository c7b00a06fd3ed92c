import { messages } from '@rookery/core';
import { PASSWORD, signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

test('a wrong current password is answered under its field, then the right one changes it', async ({
  page,
}) => {
  await signUpViaApi(page, 'password');
  await page.goto('/settings/account');
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/settings\/password$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password' })).toBeVisible();
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password');
  const submit = page.getByRole('button', { name: 'Change password' });

  await current.fill('not the password');
  await next.fill('a brand new password');
  await submit.click();
  await expect(current).toHaveAccessibleDescription(messages.currentPasswordWrong);
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  // Said once, at its field: nothing above the button repeats it.
  await expect(page.getByRole('alert').filter({ hasText: messages.currentPasswordWrong })).toHaveCount(0);

  await current.fill(PASSWORD);
  await expect(current).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(page.getByText('Your password is changed.')).toBeVisible();
  await expect(current).toHaveValue('');
});
