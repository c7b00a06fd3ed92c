import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { expect, test } from './support/test';

test('the activity menu shows a new follower, and opening it clears the badge', async ({ page }) => {
  const member = await signUpViaApi(page, 'followed');
  const other = await memberElsewhere('follower');
  await followBlog(other.request, member.blog);
  await other.request.dispose();

  await page.goto('/dashboard');
  const button = page.getByRole('banner').getByRole('button', { name: 'Activity, 1 unread' }).first();
  await expect(button).toBeVisible();
  await button.click();
  const menu = page.getByRole('dialog', { name: 'Activity' });
  await expect(menu.getByRole('listitem').filter({ hasText: 'started following you' })).toContainText(
    other.member.blog,
  );
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Activity', exact: true }).first(),
  ).toBeVisible();

  await menu.getByRole('link', { name: other.member.blog }).click();
  await expect(page).toHaveURL(new RegExp(`/${other.member.blog}$`));
  await expect(menu).toBeHidden();
  // The blog page has drawn (its route's code may still be coming when the address changes), so
  // the check at the end reads the page, not the moment between.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
