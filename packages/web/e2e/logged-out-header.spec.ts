import { expect, test } from './support/test';

const SIGNED_IN_ONLY = [
  ['button', 'Account'],
  ['button', 'Compose'],
  ['button', 'Inbox'],
  ['button', 'Activity'],
] as const;

test('a visitor sees only Log in and Sign up in the header', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Explore' })).toBeVisible();
  for (const [role, name] of SIGNED_IN_ONLY) {
    await expect(header.getByRole(role, { name })).toHaveCount(0);
  }
});

test('a visitor on a small screen gets the mobile header and a drawer with log in and sign up', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const header = page.getByRole('banner');
  for (const [role, name] of SIGNED_IN_ONLY) {
    await expect(header.getByRole(role, { name })).toHaveCount(0);
  }
  await header.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Sign up' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
});

test('a visitor asking for the dashboard is sent to log in', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
});

test('an unknown address gets the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();
});
