import { buildUpdatePayload, newPostForm } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { shot } from './support/shots';
import { expect, test } from './support/test';
import { savePost } from './support/videos';

/**
 * Safe mode (issue 19; spec document 3 §6): a sensitive post shows a notice with 'View anyway',
 * an adult blog's avatar is pixelated, the setting turns both off; a visitor is always in it.
 */
test('a reader in safe mode sees the notice and a pixelated avatar, views anyway, then turns it off', async ({
  page,
}) => {
  const { member: author, request } = await memberElsewhere('nsfwauthor');
  await savePost(
    request,
    buildUpdatePayload(
      newPostForm('text', {
        title: 'After dark',
        body: '<p>Only for some eyes.</p>',
        owner_flagged_nsfw: true,
      }),
    ),
  );
  const adult = await request.post(`/svc/blog/${author.blog}/settings`, {
    headers: { 'X-Form-Key': await formKey(request) },
    data: { is_adult: true },
  });
  expect(adult.ok(), await adult.text()).toBe(true);

  await signUpViaApi(page, 'safereader');
  await followBlog(page.request, author.blog);
  await page.goto('/dashboard');
  const post = page.getByRole('article').filter({ hasText: author.blog }).first();
  await expect(post.getByText('This post may contain sensitive media')).toBeVisible();
  await expect(post.getByText('Only for some eyes.')).toHaveCount(0);
  await expect(post.getByRole('link', { name: 'Safe Mode settings' })).toHaveAttribute(
    'href',
    '/settings/account#safe_mode',
  );
  // The adult blog's avatar is its 16-px picture drawn large.
  await expect(post.locator(`img[src^="/avatar/${author.blog}/16"]`).first()).toBeAttached();
  await shot(page, 'safe-mode-notice-1280');
  expect(await seriousViolations(page, { include: 'article' })).toEqual([]);

  await post.getByRole('button', { name: 'View anyway' }).click();
  await expect(post.getByText('Only for some eyes.')).toBeVisible();

  // Off in account settings: the post shows as it is, the avatar too.
  await page.goto('/settings/account#safe_mode');
  const toggle = page.getByRole('switch', { name: 'Hide sensitive content' });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('Safe mode saved.')).toBeVisible();
  await page.goto('/dashboard');
  await expect(post.getByText('Only for some eyes.')).toBeVisible();
  await expect(post.getByText('This post may contain sensitive media')).toHaveCount(0);
  await expect(post.locator(`img[src^="/avatar/${author.blog}/16"]`)).toHaveCount(0);
  await request.dispose();
});

test('a visitor is always in safe mode and learns why at /docs/nsfw', async ({ page }) => {
  const { member: author, request } = await memberElsewhere('nsfwvisit');
  await savePost(
    request,
    buildUpdatePayload(
      newPostForm('text', { title: 'Night swim', body: '<p>Skinny dip.</p>', owner_flagged_nsfw: true }),
    ),
  );
  await request.dispose();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/${author.blog}`);
  const post = page.getByRole('article').first();
  await expect(post.getByText('This post may contain sensitive media')).toBeVisible();
  await shot(page, 'safe-mode-visitor-390');
  await post.getByRole('link', { name: 'Why am I seeing this?' }).click();
  await expect(page).toHaveURL(/\/docs\/nsfw$/);
  await expect(page.getByRole('heading', { name: 'Sensitive content', level: 1 })).toBeVisible();
});
