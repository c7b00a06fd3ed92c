import { tfaMessages } from '@rookery/core';
import { Secret, TOTP } from 'otpauth';
import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { shot } from './support/shots';
import { expect, test } from './support/test';

/** What the authenticator app shows for `key`, `steps` periods from now. */
const codeFor = (key: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(key) }).generate({ timestamp: Date.now() + steps * 30_000 });

test('a member turns on two-factor sign-in, logs out, and logs in with password and code', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'tfa');
  const header = page.getByRole('banner');
  const accountButton = header.getByRole('button', { name: 'Account' });
  let key = '';

  await test.step('set it up from the settings page', async () => {
    await page.goto('/settings/tfa');
    await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible();
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    await expect(
      page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
    ).toBeVisible();
    key = ((await page.getByTestId('tfa-key').textContent()) ?? '').replace(/\s/g, '');
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'tfa-setup');

    const code = page.getByLabel('Code from your app');
    await code.fill(codeFor(key, 5));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(code).toHaveAccessibleDescription(tfaMessages.codeWrong);
    await code.fill(codeFor(key));
    await page.getByRole('button', { name: 'Turn on' }).click();
  });

  await test.step('save the recovery codes', async () => {
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await shot(page, 'tfa-recovery-codes');
    await page.getByRole('button', { name: 'I saved them' }).click();
    await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
    await shot(page, 'tfa-on');
  });

  await test.step('log out', async () => {
    await accountButton.click();
    await page.getByRole('dialog', { name: 'Account' }).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  await test.step('the password alone does not sign in', async () => {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('heading', { name: 'Enter your code' })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(accountButton).toHaveCount(0);
  });

  await test.step('the code does', async () => {
    const code = page.getByLabel('Code', { exact: true });
    await expect(code).toBeFocused();
    await code.fill('000000');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(code).toHaveAccessibleDescription(tfaMessages.codeWrong);
    await shot(page, 'tfa-login-code');
    // The code that turned it on was used: the next one, which the server still accepts.
    await code.fill(codeFor(key, 1));
    await page.getByRole('button', { name: 'Log in' }).click();
    // Back where the member logged out from.
    await expect(page).toHaveURL(/\/settings\/tfa$/);
    await expect(accountButton).toBeVisible();
    await expect(page.getByText('10 of 10 recovery codes left.')).toBeVisible();
  });
});
