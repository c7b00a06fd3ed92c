import { memberElsewhere } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test("a permalink shows one post on the blog's themed page; a missing post says so", async ({ page }) => {
  const { member, request } = await memberElsewhere('permalink');
  const { id } = await createTextPost(request, 'The permalinked post', 'Only this one.');
  await createTextPost(request, 'Another post', 'Not on the permalink.');
  await request.dispose();

  await page.goto(`/${member.blog}/post/${id}`);
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(1);
  await expect(posts).toContainText('Only this one.');
  await expect(page.locator('[data-blog-title]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // With a slug in the address too.
  await page.goto(`/${member.blog}/post/${id}/some-slug`);
  await expect(page.getByRole('article')).toContainText('Only this one.');

  await page.goto(`/${member.blog}/post/999999999`);
  await expect(page.getByRole('heading', { level: 1, name: "This post isn't here." })).toBeVisible();
  await page.getByRole('link', { name: `Go to ${member.blog}` }).click();
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  await expect(page.getByRole('article')).toHaveCount(2);
});
