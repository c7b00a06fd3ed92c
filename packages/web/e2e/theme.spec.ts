import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, type Page, test } from './support/test';

const NAVY = 'rgb(0, 25, 53)';
const PALE = 'rgb(241, 243, 246)';

const html = (page: Page) => page.locator('html');
const pageColour = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const barColour = (page: Page) => page.locator('meta[name="theme-color"]').getAttribute('content');

for (const width of [1280, 390]) {
  test(`at ${width} px the theme follows the system until chosen, then stays with the account`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, `theme${width}`);

    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/dashboard');
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    expect(await pageColour(page)).toBe(PALE);
    expect(await barColour(page)).toBe('#f1f3f6');
    await expectAccessible(page, 'the light dashboard');

    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    expect(await pageColour(page)).toBe(NAVY);
    expect(await barColour(page)).toBe('#001935');

    await page.goto('/settings/account');
    await expect(page.getByRole('radio', { name: 'System' })).toBeChecked();
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'light');
    await expect(page.getByText('Theme saved.')).toBeVisible();
    await expectAccessible(page, 'light account settings');

    // The device still says dark: the account's choice wins, from the first paint after a reload.
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
    expect(await pageColour(page)).toBe(PALE);
    await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();

    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('radio', { name: 'Dark' }).check();
    await expect(html(page)).toHaveAttribute('data-theme', 'dark');
    await page.goto('/dashboard');
    expect(await pageColour(page)).toBe(NAVY);
  });
}

test('visitors get the system theme on the login page', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/login');
  await expect(html(page)).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
});
