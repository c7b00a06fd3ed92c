import { memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { expect, test } from './support/test';

/** A blog of another member, so the page's member can follow it. */
async function otherBlog(label: string): Promise<string> {
  const { member, request } = await memberElsewhere(label);
  await request.dispose();
  return member.blog;
}

test('the following page lists a followed blog, and Unfollow removes it', async ({ page }) => {
  const followed = await otherBlog('followed');
  const member = await signUpViaApi(page, 'follower');
  await followBlog(page.request, followed);

  await page.goto('/following');
  await expect(
    page.getByRole('heading', { level: 1, name: `${member.blog} is following 1 blog` }),
  ).toBeVisible();
  const list = page.getByRole('list', { name: 'Blogs you follow' });
  await expect(list.getByRole('link', { name: followed })).toHaveAttribute('href', `/${followed}`);
  expect(await seriousViolations(page)).toEqual([]);

  const unfollowed = page.waitForResponse((r) => r.url().endsWith('/svc/unfollow'));
  await list.getByRole('button', { name: `Unfollow ${followed}` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `${member.blog} is following 0 blogs` }),
  ).toBeVisible();
  expect((await unfollowed).ok()).toBe(true);

  await page.reload();
  await expect(page.getByText('You are not following any blogs yet.')).toBeVisible();
});

test('a failed unfollow puts the row back and says so', async ({ page }) => {
  const followed = await otherBlog('kept');
  await signUpViaApi(page, 'unlucky');
  await followBlog(page.request, followed);
  await page.route('**/svc/unfollow', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        meta: { status: 500, msg: 'Error' },
        response: [],
        errors: [{ title: 'Error', detail: 'Try again.' }],
      }),
    }),
  );

  await page.goto('/following');
  const list = page.getByRole('list', { name: 'Blogs you follow' });
  await list.getByRole('button', { name: `Unfollow ${followed}` }).click();
  await expect(page.getByText(`Could not unfollow ${followed}.`)).toBeVisible();
  await expect(list.getByRole('link', { name: followed })).toBeVisible();
});
