import { signUpViaApi } from './support/accounts';
import { saveTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

const LONG_BODY = Array.from({ length: 5 }, (_, i) => `Paragraph ${i + 1} of a long post. `.repeat(12)).join(
  '\n\n',
);

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Scrolls there and waits for the page to take it (the feed may still be growing). */
async function scrollTo(page: Page, y: number) {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  await expect.poll(() => scrollY(page)).toBe(y);
}

const explore = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Explore' });

test('Back and Forward bring the dashboard and a tag page back at their scroll positions', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'restore');
  const tag = `restore${member.blog.slice(-6)}`;
  for (let i = 1; i <= 12; i++) {
    await saveTextPost(page.request, `Restored post ${i}`, 'published', { body: LONG_BODY, tags: [tag] });
  }

  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollTo(page, 5000);
  await explore(page).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect.poll(() => scrollY(page)).toBe(5000);

  await page.goForward();
  await expect(page).toHaveURL(/\/explore$/);
  await expect.poll(() => scrollY(page)).toBe(0);

  await page.goto(`/tagged/${tag}`);
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await scrollTo(page, 3000);
  await explore(page).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tagged/${tag}$`));
  await expect.poll(() => scrollY(page)).toBe(3000);

  // After a reload the positions still hold (the app comes back from the session's storage).
  await page.goForward();
  await page.reload();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/tagged/${tag}$`));
  await expect.poll(() => scrollY(page)).toBe(3000);
});
