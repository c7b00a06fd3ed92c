import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test('the blog view panel opens from a blog name on the dashboard and closes to /dashboard', async ({
  page,
}) => {
  const { member: other, request } = await memberElsewhere('peepr');
  const { id: postId } = await createTextPost(request, 'Seen in the panel', 'Read me beside the dashboard.', [
    'corvids',
  ]);
  await request.dispose();
  await signUpViaApi(page, 'reader');
  await followBlog(page.request, other.blog);

  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ hasText: 'Read me beside the dashboard.' });
  const name = card.getByRole('link', { name: other.blog, exact: true }).first();
  await expect(name).toHaveAttribute('data-peepr', /tumblelog/);

  // Ctrl or meta click is the browser's: the link opens elsewhere, the dashboard stays as it is.
  const opened = page.context().waitForEvent('page');
  await name.click({ modifiers: ['ControlOrMeta'] });
  await (await opened).close();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.locator('[data-blog-view]')).toHaveCount(0);

  await name.click();
  await expect(page).toHaveURL(new RegExp(`/blog/view/${other.blog}$`));
  const panel = page.locator('[data-blog-view]');
  await expect(panel.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  await expect(panel.getByRole('article')).toContainText('Read me beside the dashboard.');
  await expect(panel).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel).toHaveCount(0);
  await expect(name).toBeFocused();

  // The post's permalink opens that one post in the panel; the close button closes it.
  await card.locator(`a[data-peepr*='"postId":"${postId}"']`).click();
  await expect(page).toHaveURL(new RegExp(`/blog/view/${other.blog}/${postId}$`));
  await expect(panel.getByRole('article')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Close blog view' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(panel).toHaveCount(0);
});

test('the blog view panel searches a blog for a tag, and works on a phone', async ({ page }) => {
  const { member: other, request } = await memberElsewhere('peeprtag');
  await createTextPost(request, 'With the tag', 'A rook on the fence.', ['fence']);
  await createTextPost(request, 'Without the tag', 'A gull on the pier.');
  await request.dispose();
  await signUpViaApi(page, 'phone');
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto(`/blog/view/${other.blog}/search/fence`);
  const panel = page.locator('[data-blog-view]');
  await expect(panel.getByRole('combobox', { name: `Search ${other.blog}` })).toHaveValue('fence');
  await expect(panel.getByRole('article')).toHaveCount(1);
  await expect(panel.getByRole('article')).toContainText('A rook on the fence.');
  // Measured once the slide-in has run: mid-transform the box is a fraction of a pixel narrower.
  await panel.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  const box = await panel.boundingBox();
  expect(box?.width).toBe(390);

  await panel.getByRole('button', { name: 'Close blog view' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
