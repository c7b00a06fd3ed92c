import { signUpViaApi } from './support/accounts';
import { solidPng } from './support/media-files';
import { expect, type Locator, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const body = (page: Page) => form(page).getByRole('textbox', { name: 'Body' });

/** The body's top-level blocks, a paragraph by its text and an image as "image". */
const blocks = (page: Page) =>
  body(page).evaluate((root) =>
    Array.from(root.children)
      .map((el) => (el.tagName === 'FIGURE' ? 'image' : (el.textContent ?? '')))
      .filter(Boolean),
  );

/** Drags `from` with the mouse and lets go over `onto`, `fraction` of the way down its height. */
async function drag(page: Page, from: Locator, onto: Locator, fraction: number) {
  const start = (await from.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  const target = (await onto.boundingBox())!;
  const x = target.x + 10;
  const y = target.y + target.height * fraction;
  await page.mouse.move(x, y, { steps: 10 });
  await page.mouse.move(x, y + 1);
  await page.mouse.move(x, y);
  await page.mouse.up();
}

test('a dragged image lands before the block under it, or after it past 66 % of its height', async ({
  page,
}) => {
  await signUpViaApi(page, 'drag');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  await body(page).click();
  await page.keyboard.type('One');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Two');
  await page.keyboard.press('Enter');
  const chooser = page.waitForEvent('filechooser');
  await form(page)
    .getByRole('toolbar', { name: 'Insert' })
    .getByRole('button', { name: 'Upload image' })
    .click();
  await (await chooser).setFiles({
    name: 'drag.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 30, [0, 128, 255]),
  });
  const image = body(page).locator('figure img');
  await expect(image).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => blocks(page)).toEqual(['One', 'Two', 'image']);

  const one = body(page).locator('p', { hasText: 'One' });
  await drag(page, image, one, 0.3);
  await expect.poll(() => blocks(page)).toEqual(['image', 'One', 'Two']);

  await drag(page, image, one, 0.8);
  await expect.poll(() => blocks(page)).toEqual(['One', 'image', 'Two']);
});
