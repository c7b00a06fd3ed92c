import { COMPOSER_POST_TYPES } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { holdRequests } from './support/hold';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

const LABELS = ['Text', 'Photo', 'Quote', 'Link', 'Chat', 'Audio', 'Video'];

test('the post type bar opens the composer on each type, and keeps its place while the feed loads', async ({
  page,
}) => {
  await signUpViaApi(page, 'type-bar');
  await createTextPost(page.request, 'Below the bar', 'Words.');
  // The feed is held back (reached from another page: the served dashboard has its posts): the bar
  // is drawn before it, and the posts arriving move nothing above them.
  await page.goto('/settings/account');
  const release = await holdRequests(page, (url) => url.pathname === '/svc/dashboard');
  await page.getByRole('link', { name: 'rookery, home' }).click();
  const bar = page.getByRole('navigation', { name: 'Create a post' });
  await expect(bar.getByRole('link')).toHaveText(LABELS);
  await expect(bar.locator('svg')).toHaveCount(7);
  const before = await bar.boundingBox();
  release();
  await expect(page.getByRole('article').filter({ hasText: 'Below the bar' })).toBeVisible();
  expect(await bar.boundingBox()).toEqual(before);
  expect(await seriousViolations(page)).toEqual([]);

  for (const [i, type] of COMPOSER_POST_TYPES.entries()) {
    await bar.getByRole('link', { name: LABELS[i] }).click();
    await expect(page).toHaveURL(new RegExp(`/new/${type}$`));
    const form = page.getByRole('dialog', { name: 'New post' });
    await expect(form.getByRole('tab', { name: LABELS[i] })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Escape');
    await expect(form).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('on a phone the bar shows the seven icons in one row, each a target of 24 px or more', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpViaApi(page, 'type-bar-phone');
  await page.goto('/dashboard');
  const links = page.getByRole('navigation', { name: 'Create a post' }).getByRole('link');
  await expect(links).toHaveCount(7);
  const boxes = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().toJSON()));
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.top).toBe(boxes[0].top);
    expect(box.right).toBeLessThanOrEqual(390);
  }
  await expect(links.first()).toHaveAccessibleName('Text');
  expect(await seriousViolations(page)).toEqual([]);
});
