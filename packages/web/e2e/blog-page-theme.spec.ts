import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveBlogSettings } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test("a blog page wears its theme: title font, avatar shape, colours and the description's links", async ({
  page,
}) => {
  const { member, request } = await memberElsewhere('themed');
  await saveBlogSettings(request, member.blog, {
    title: 'Typewriter Days',
    description: '<p>Read <a href="/about">about me</a> or <a href="https://example.com/">elsewhere</a>.</p>',
    global_theme_params: {
      title_font: 'Courier New',
      title_font_weight: 'regular',
      avatar_shape: 'square',
      background_color: '#F4EFE6',
      title_color: '#2B2118',
      link_color: '#8A3A1E',
    },
  });
  await createTextPost(request, 'A post in the theme', 'Words on a themed page.');
  await request.dispose();

  // A visitor, not signed in.
  await page.goto(`/${member.blog}`);
  const title = page.getByRole('heading', { level: 1, name: 'Typewriter Days' });
  await expect(title).toBeVisible();
  expect(await title.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Courier New');
  expect(await title.evaluate((el) => getComputedStyle(el).fontWeight)).toBe('400');
  expect(await title.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(43, 33, 24)');

  const avatar = page.locator('[data-blog-header] [data-blog-avatar] img');
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('3px');

  const blogPage = page.locator(`[data-blog-page="${member.blog}"]`);
  expect(await blogPage.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(244, 239, 230)');

  // Description links: relative ones resolve against the blog, and all open in a new tab.
  const about = page.getByRole('link', { name: 'about me' });
  await expect(about).toHaveAttribute('href', new RegExp(`/${member.blog}/about$`));
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(page.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('rel', 'noopener noreferrer');

  await expect(
    page.getByRole('feed', { name: `Posts of ${member.blog}` }).getByRole('article'),
  ).toContainText('Words on a themed page.');
  await expect(page.getByRole('link', { name: 'Edit appearance' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a round avatar stays round, and the owner finds "Edit appearance"', async ({ page }) => {
  const member = await signUpViaApi(page, 'round');
  await saveBlogSettings(page.request, member.blog, { global_theme_params: { avatar_shape: 'circle' } });

  await page.goto(`/${member.blog}`);
  const avatar = page.locator('[data-blog-header] [data-blog-avatar] img');
  await expect(avatar).toBeVisible();
  expect(await avatar.evaluate((el) => getComputedStyle(el).borderRadius)).toBe('50%');
  await expect(page.getByRole('button', { name: 'Follow' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Edit appearance' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/blog/${member.blog}$`));
});

test('an unknown blog says so', async ({ page }) => {
  await page.goto('/no-such-blog-here-at-all');
  await expect(page.getByRole('heading', { level: 1, name: "There's no blog here." })).toBeVisible();
});
