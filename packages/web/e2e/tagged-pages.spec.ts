import { memberElsewhere } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test("a blog's tag page and the site's tag page show the posts with the tag", async ({ page }) => {
  const { member, request } = await memberElsewhere('tagger');
  const tag = `rooks${member.blog.slice(-6)}`;
  await createTextPost(request, 'Tagged post', 'About rooks.', [tag]);
  await createTextPost(request, 'Untagged post', 'About nothing in particular.');
  await request.dispose();

  await page.goto(`/${member.blog}/tagged/${tag}`);
  await expect(page.getByRole('heading', { level: 2, name: `#${tag}` })).toBeVisible();
  const onBlog = page
    .getByRole('feed', { name: `Posts of ${member.blog} tagged ${tag}` })
    .getByRole('article');
  await expect(onBlog).toHaveCount(1);
  await expect(onBlog).toContainText('About rooks.');

  await page.goto(`/tagged/${tag}`);
  await expect(page.getByRole('heading', { level: 1, name: `#${tag}` })).toBeVisible();
  const acrossSite = page.getByRole('feed', { name: `Posts tagged ${tag}` }).getByRole('article');
  await expect(acrossSite).toHaveCount(1);
  await expect(acrossSite).toContainText('About rooks.');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/tagged/nothing-has-this-tag-at-all');
  await expect(
    page.getByRole('heading', { name: 'Nothing tagged #nothing-has-this-tag-at-all yet.' }),
  ).toBeVisible();
});
