import { formKey, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { E2E_BASE_URL } from './support/server';
import { shot } from './support/shots';
import { expect, request as playwrightRequest, test } from './support/test';

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0';

test('/settings opens the account settings, and each settings page is in the settings list', async ({
  page,
}) => {
  await signUpViaApi(page, 'settings');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings\/account$/);
  const list = page.getByRole('navigation', { name: 'Settings' });
  for (const [name, path, heading] of [
    ['Password', '/settings/password', 'Password'],
    ['Two-factor sign-in', '/settings/tfa', 'Two-factor sign-in'],
    ['Apps and devices', '/settings/apps', 'Apps and devices'],
    ['Notifications', '/settings/notifications', 'Notifications'],
    ['Dashboard', '/settings/dashboard', 'Dashboard settings'],
    ['Account', '/settings/account', 'Account settings'],
  ] as const) {
    await list.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(list.getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

test('dashboard and notification settings save as they change and are kept', async ({ page }) => {
  await signUpViaApi(page, 'prefs');
  await page.goto('/settings/dashboard');
  const sounds = page.getByRole('switch', { name: 'Sounds' });
  await expect(sounds).toBeChecked();
  await sounds.uncheck();
  await expect(page.getByText('Settings saved.').first()).toBeVisible();
  await page.getByRole('radio', { name: 'Markdown' }).check();
  await shot(page, 'dashboard-settings');

  await page.goto('/settings/notifications');
  const messages = page.getByRole('switch', { name: 'New messages' });
  await expect(messages).toBeChecked();
  await expect(page.getByRole('status').filter({ hasText: 'This browser' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'notifications');
  await messages.uncheck();
  await expect(page.getByRole('status').filter({ hasText: 'This browser' })).toHaveCount(0);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'New messages' })).not.toBeChecked();
  await page.goto('/settings/dashboard');
  await expect(page.getByRole('switch', { name: 'Sounds' })).not.toBeChecked();
  await expect(page.getByRole('radio', { name: 'Markdown' })).toBeChecked();
});

test('the help page answers visitors and members alike', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'two-factor sign-in' })).toHaveAttribute(
    'href',
    '/settings/tfa',
  );
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'help');
});

test('a member sees where they are signed in and logs another browser out', async ({ page }) => {
  const member = await signUpViaApi(page, 'apps');
  const laptop = await playwrightRequest.newContext({ baseURL: E2E_BASE_URL, userAgent: FIREFOX });
  const login = await laptop.post('/svc/account/login', {
    headers: { 'X-Form-Key': await formKey(laptop) },
    data: { email: member.email, password: member.password },
  });
  expect(login.ok()).toBe(true);

  await page.goto('/settings/apps');
  const rows = page.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This browser' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Firefox on Windows' })).toContainText('Signed in');
  expect(await seriousViolations(page)).toEqual([]);
  await shot(page, 'apps');

  await page.getByRole('button', { name: 'Log out Firefox on Windows' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText('This browser');
  const after = (await (await laptop.get('/svc/account/session')).json()) as { response: { user: unknown } };
  expect(after.response.user).toBeNull();
  await laptop.dispose();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the drawer opens its settings subnav; the menu button and Escape leave it first', async ({
    page,
  }) => {
    await signUpViaApi(page, 'subnav');
    await page.goto('/dashboard');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    const subnav = drawer.getByRole('navigation', { name: 'Settings' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Settings and help' }).click();
    await expect(subnav.getByRole('heading', { name: 'Settings' })).toBeFocused();
    for (const name of [
      'Account',
      'Password',
      'Two-factor sign-in',
      'Apps and devices',
      'Notifications',
      'Dashboard',
      'Help',
    ]) {
      await expect(subnav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    expect(await seriousViolations(page)).toEqual([]);
    await shot(page, 'drawer-subnav');

    // The menu button closes the subnav, then the drawer.
    await drawer.getByRole('button', { name: 'Back to the menu' }).click();
    await expect(subnav).toHaveCount(0);
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();

    // So does Escape; and the drawer opens again on its main list.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await drawer.getByRole('button', { name: 'Settings and help' }).click();
    await page.keyboard.press('Escape');
    await expect(subnav).toHaveCount(0);
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Settings and help' }).click();
    await subnav.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await expect(page).toHaveURL(/\/settings\/tfa$/);
    await expect(drawer).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
