import { signUpViaApi } from './support/accounts';
import { solidPng } from './support/media-files';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`at ${viewport.width} px a long post scrolls between the tabs and the footer, tags last`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpViaApi(page, 'layout');
    await page.goto('/new/text');
    const lines = Array.from({ length: 80 }, (_, i) => `Line ${i + 1} of a long post.`);
    await form(page).getByLabel('Body').fill(lines.join('\n'));
    const tags = form(page).getByLabel('Tags', { exact: true });
    await tags.fill('long');
    await tags.press('Enter');

    const close = form(page).getByRole('button', { name: 'Close', exact: true });
    const post = form(page).getByRole('button', { name: 'Post', exact: true });
    await expect(close).toBeInViewport();
    await expect(post).toBeInViewport();
    await expect(form(page).getByRole('tab', { name: 'Text' })).toBeInViewport();
    const dialog = await form(page).boundingBox();
    expect(dialog!.y + dialog!.height).toBeLessThanOrEqual(viewport.height + 1);

    // The tags sit at the end of the body, right above the footer, never under it.
    await tags.scrollIntoViewIfNeeded();
    await expect(tags).toBeInViewport();
    await expect(close).toBeInViewport();
    const tagsBox = await form(page).getByRole('list', { name: 'Tags on this post' }).boundingBox();
    const closeBox = await close.boundingBox();
    expect(tagsBox!.y + tagsBox!.height).toBeLessThan(closeBox!.y);
  });
}

test('a very tall photo shows its top on the blog, and opens out to its whole height', async ({ page }) => {
  const member = await signUpViaApi(page, 'tall');
  await page.goto('/new/photo');
  await form(page)
    .getByLabel('Upload photos')
    .setInputFiles([{ name: 'tall.png', mimeType: 'image/png', buffer: solidPng(40, 200, [40, 160, 90]) }]);
  await expect(form(page).getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveAttribute(
    'src',
    /^\/media\//,
  );
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);

  await page.goto(`/${member.blog}`);
  const photo = page.getByRole('article').getByRole('img', { name: 'Photo 1' });
  await expect(photo).toBeVisible();
  const capped = await photo.boundingBox();
  // At most 3:2 tall instead of its own 5:1.
  expect(Math.abs(capped!.height - capped!.width * 1.5)).toBeLessThan(1.5);

  const expand = page.getByRole('button', { name: 'Show the whole photo' });
  await expand.click();
  await expect(page.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
  const whole = await photo.boundingBox();
  expect(Math.abs(whole!.height - whole!.width * 5)).toBeLessThan(1.5);
});
