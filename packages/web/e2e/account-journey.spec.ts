import { newMember } from './support/accounts';
import { mailedLink } from './support/mail';
import { expect, test } from './support/test';

test('a new member signs up, verifies, adds a blog, switches to it, logs out and back in', async ({
  page,
}) => {
  const member = newMember('journey');
  // Not prefixed by the first name, so each blog's button is found by how its name starts.
  const second = `two-${member.blog}`;
  const header = page.getByRole('banner');
  const accountButton = header.getByRole('button', { name: 'Account' });
  const accountMenu = page.getByRole('dialog', { name: 'Account' });

  await test.step('sign up', async () => {
    await page.goto('/register');
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByLabel('Blog name').fill(member.blog);
    await page.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountButton).toBeVisible();
    await expect(header.getByRole('button', { name: 'Compose' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await expect(page.getByText('Check your email to verify your address')).toBeVisible();
  });

  await test.step('open the mailed verification link', async () => {
    await page.goto(await mailedLink(member.email, 'verify'));
    await expect(page.getByText('Your email address is verified.')).toBeVisible();
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Check your email to verify your address')).toHaveCount(0);
  });

  await test.step('create a second blog from the account menu', async () => {
    await accountButton.click();
    await accountMenu.getByRole('link', { name: 'Create a new blog' }).click();
    await expect(page).toHaveURL(/\/blog\/new$/);
    await page.getByLabel('Blog name').fill(second);
    await page.getByLabel('Title').fill('Second thoughts');
    await page.getByRole('button', { name: 'Create blog' }).click();
    await expect(page).toHaveURL(new RegExp(`/settings/blog/${second}$`));
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
  });

  await test.step('switch to the second blog', async () => {
    await accountButton.click();
    await expect(accountMenu.getByRole('button', { name: new RegExp(`^${member.blog}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await accountMenu.getByRole('button', { name: new RegExp(`^${second}`) }).click();
    await expect(accountMenu).toBeHidden();

    await accountButton.click();
    await expect(accountMenu.getByRole('button', { name: new RegExp(`^${second}`) })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(
      accountMenu.getByRole('button', { name: new RegExp(`^${member.blog}`) }),
    ).not.toHaveAttribute('aria-current');
    await page.keyboard.press('Escape');
    await expect(accountMenu).toBeHidden();

    await header.getByRole('link', { name: 'Dashboard' }).click();
    await expect(
      page.getByRole('complementary', { name: 'Your blog' }).getByRole('heading', { name: second }),
    ).toBeVisible();
  });

  await test.step('log out', async () => {
    await accountButton.click();
    await accountMenu.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign up' })).toBeVisible();
    await expect(accountButton).toHaveCount(0);
  });

  await test.step('log in again', async () => {
    await page.getByLabel('Email').fill(member.email);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(accountButton).toBeVisible();
    await expect(header.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    await accountButton.click();
    await expect(accountMenu.getByRole('button', { name: new RegExp(`^${second}`) })).toBeVisible();
  });
});

test('a wrong password is answered inline', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill('nobody@example.com');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Your email or password were incorrect.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
