import { signUpViaApi } from './support/accounts';
import { holdRequests } from './support/hold';
import { solidPng } from './support/media-files';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const body = (page: Page) => form(page).getByRole('textbox', { name: 'Body' });

async function openTextForm(page: Page, label: string) {
  const member = await signUpViaApi(page, label);
  await page.goto('/dashboard');
  await page.goto('/new/text');
  await expect(body(page)).toBeVisible();
  return member;
}

/** Selects the first occurrence of `text` inside the editor. */
async function select(page: Page, text: string) {
  await body(page).evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const selection = window.getSelection()!;
      selection.removeAllRanges();
      selection.addRange(range);
      return;
    }
  }, text);
}

test('selecting text opens the floating toolbar, and Bold makes it bold', async ({ page }) => {
  await openTextForm(page, 'bold');
  await expect(body(page)).toHaveAttribute('aria-label', 'Body');
  await body(page).click();
  await page.keyboard.type('Make this word stand out');
  await select(page, 'word');
  const toolbar = form(page).getByRole('toolbar', { name: 'Selected text' });
  await expect(toolbar).toBeVisible();
  await toolbar.getByRole('button', { name: 'Bold' }).click();
  await expect(body(page).locator('b')).toHaveText('word');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'true');

  // Smart quotes as they are typed, and the headline shortcut.
  await page.keyboard.press('End');
  await page.keyboard.type(' "now" it\'s 5\' tall');
  await expect(body(page)).toContainText('“now” it’s 5′ tall');
  await page.keyboard.press('ControlOrMeta+Shift+2');
  await expect(body(page).locator('h2')).toContainText('Make this');
});

test('a link is added, edited and removed in the bubble', async ({ page }) => {
  await openTextForm(page, 'links');
  await body(page).click();
  await page.keyboard.type('Read the manual today');
  await select(page, 'manual');
  await form(page)
    .getByRole('toolbar', { name: 'Selected text' })
    .getByRole('button', { name: 'Link' })
    .click();
  await form(page).getByLabel('Link address').fill('https://example.com/manual');
  await form(page).getByRole('button', { name: 'Done' }).click();
  await expect(body(page).locator('a')).toHaveAttribute('href', 'https://example.com/manual');

  // A collapsed cursor inside the link opens its options, 200–600 px wide.
  await body(page).locator('a').click();
  const options = form(page).getByRole('toolbar', { name: 'Link options' });
  await expect(options).toContainText('https://example.com/manual');
  const width = (await options.locator('..').boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(200);
  expect(width).toBeLessThanOrEqual(600);

  await options.getByRole('button', { name: 'Edit' }).click();
  await form(page).getByLabel('Link address').fill('https://example.com/guide');
  await form(page).getByRole('button', { name: 'Done' }).click();
  await expect(body(page).locator('a')).toHaveAttribute('href', 'https://example.com/guide');
  await expect(body(page).locator('a')).toHaveText('manual');

  await body(page).locator('a').click();
  await form(page)
    .getByRole('toolbar', { name: 'Link options' })
    .getByRole('button', { name: 'Remove' })
    .click();
  await expect(body(page).locator('a')).toHaveCount(0);
  await expect(body(page)).toHaveText('Read the manual today');
});

test('undo and redo step back and forth through what was typed', async ({ page }) => {
  await openTextForm(page, 'undo');
  await body(page).click();
  await page.keyboard.type('First sentence.');
  // Typing pauses longer than the 500 ms debounce: the next words are a step of their own.
  await page.waitForTimeout(700);
  await page.keyboard.type(' Second sentence.');
  const toolbar = form(page).getByRole('toolbar', { name: 'Formatting' });
  await toolbar.getByRole('button', { name: 'Undo' }).click();
  await expect(body(page)).toHaveText('First sentence.');
  await toolbar.getByRole('button', { name: 'Redo' }).click();
  await expect(body(page)).toHaveText('First sentence. Second sentence.');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(body(page)).toHaveText('First sentence.');
});

test('an image goes in through the tray: uploaded, stored with its size, posted', async ({ page }) => {
  const member = await openTextForm(page, 'tray');
  await body(page).click();
  const tray = form(page).getByRole('toolbar', { name: 'Insert' });
  await expect(tray).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await tray.getByRole('button', { name: 'Upload image' }).click();
  await (await chooser).setFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: solidPng(40, 30, [0, 128, 255]),
  });
  const img = body(page).locator('figure img');
  await expect(img).toHaveAttribute('src', /^\/media\//);
  await expect(img).toHaveAttribute('data-orig-width', '40');
  await expect(img).toHaveAttribute('data-orig-height', '30');
  await expect(img).toHaveAttribute('data-key', /.+/);
  await expect(form(page).getByRole('progressbar', { name: 'Uploading images' })).toHaveCount(0);

  await form(page).getByLabel('Title').fill('With a picture');
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  await page.getByRole('link', { name: 'View', exact: true }).last().click();
  // The dashboard shows the new post too: what follows is read on the blog the link opens.
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  const shown = page.getByRole('article').first().locator('figure img');
  await expect(shown).toHaveAttribute('src', /^\/media\//);
  await expect(shown).toHaveAttribute('data-orig-width', '40');
});

test('posting waits for inline images still uploading', async ({ page }) => {
  await openTextForm(page, 'pending');
  const release = await holdRequests(page, '**/svc/media/upload');
  await form(page).getByLabel('Title').fill('Not yet');
  await body(page).click();
  const chooser = page.waitForEvent('filechooser');
  await form(page)
    .getByRole('toolbar', { name: 'Insert' })
    .getByRole('button', { name: 'Upload image' })
    .click();
  await (await chooser).setFiles({
    name: 'wait.png',
    mimeType: 'image/png',
    buffer: solidPng(8, 8, [200, 0, 0]),
  });
  await expect(form(page).getByRole('progressbar', { name: 'Uploading images' })).toBeVisible();

  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page).getByRole('alert')).toHaveText('There are still pending images.');

  release();
  await expect(form(page).getByRole('progressbar', { name: 'Uploading images' })).toHaveCount(0);
  await expect(body(page).locator('figure img')).toHaveAttribute('src', /^\/media\//);
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
});
