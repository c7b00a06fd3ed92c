import { POSTS_PAGE_DEFAULT } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

const TOTAL = POSTS_PAGE_DEFAULT + 5;

test('the dashboard scrolls on to its second page, without repeating a post', async ({ page }) => {
  await signUpViaApi(page, 'scroll');
  // Oldest first, so "Post 1" ends up last on the newest-first dashboard: on the second page.
  for (let n = 1; n <= TOTAL; n++) await createTextPost(page.request, `Post ${n}`, `Body of post ${n}.`);

  await page.goto('/dashboard');
  const feed = page.getByRole('feed', { name: 'Dashboard posts' });
  const posts = feed.getByRole('article');
  await expect(posts).toHaveCount(POSTS_PAGE_DEFAULT);
  await expect(posts.first()).toContainText(`Post ${TOTAL}`);

  // Scrolling near the end of the list loads the next page; the button is there for keyboards.
  await expect(page.getByRole('button', { name: 'Load more' })).toBeVisible();
  await page.mouse.wheel(0, 100_000);
  await expect(posts).toHaveCount(TOTAL);
  await expect(posts.last()).toContainText('Post 1');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  const ids = await posts.evaluateAll((els) => els.map((el) => el.getAttribute('data-post-id')));
  expect(new Set(ids).size).toBe(TOTAL);
});

test('a post saved on the dashboard appears at its top at once', async ({ page }) => {
  await signUpViaApi(page, 'fresh');
  await createTextPost(page.request, 'An older post', 'Already here.');
  await page.goto('/dashboard');
  const posts = page.getByRole('feed', { name: 'Dashboard posts' }).getByRole('article');
  await expect(posts).toHaveCount(1);

  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('Just written');
  await form.getByLabel('Body').fill('Hot off the press.');
  // Hold the feed's refetch back a moment, so the server-rendered block can be seen doing its job.
  await page.route('**/svc/dashboard*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);

  await expect(page).toHaveURL(/\/dashboard$/);
  const fresh = page.locator('[data-fresh-posts]');
  await expect(fresh.getByRole('article')).toContainText('Just written');
  await expect(page.getByRole('article').first()).toContainText('Just written');
  // The refetched first page takes over from the block: each post shows once.
  await expect(fresh).toHaveCount(0);
  await expect(posts).toHaveCount(2);
  await expect(posts.first()).toContainText('Just written');
  await expect(page.getByRole('article')).toHaveCount(2);
});
