import { signUpViaApi } from './support/accounts';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const body = (page: Page) => form(page).getByRole('textbox', { name: 'Body' });

/** A link on the word "here" to `address`, then the cursor inside it: the link bubble opens. */
async function linkBubbleFor(page: Page, address: string) {
  await body(page).click();
  await page.keyboard.type('Look here');
  await page.keyboard.down('Shift');
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.up('Shift');
  await form(page)
    .getByRole('toolbar', { name: 'Selected text' })
    .getByRole('button', { name: 'Link' })
    .click();
  await form(page).getByLabel('Link address').fill(address);
  await form(page).getByRole('button', { name: 'Done' }).click();
  await body(page).locator('a').click();
  const options = form(page).getByRole('toolbar', { name: 'Link options' });
  await expect(options).toBeVisible();
  return options;
}

/** The bubble's box and the viewport's width, and the widest thing drawn inside the bubble. */
const widths = (options: ReturnType<Page['getByRole']>) =>
  options.evaluate((toolbar) => {
    const box = toolbar.parentElement!.getBoundingClientRect();
    return {
      bubble: box.width,
      content: toolbar.scrollWidth,
      left: box.left,
      right: box.right,
      viewport: innerWidth,
    };
  });

for (const [label, address] of [
  ['a short address', 'https://a.co'],
  ['a very long address', `https://example.com/${'long-path-segment/'.repeat(30)}end`],
] as const) {
  for (const width of [1280, 390]) {
    test(`§9 the link bubble stays 200–600 px wide, all of it inside the form, for ${label} at ${width} px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      await signUpViaApi(page, `bubble${width}${label.length}`);
      await page.goto('/new/text');
      const options = await linkBubbleFor(page, address);
      const shown = await widths(options);
      expect(shown.bubble).toBeGreaterThanOrEqual(200);
      expect(shown.bubble).toBeLessThanOrEqual(600);
      expect(shown.content).toBeLessThanOrEqual(600);
      // Its buttons are on the screen: the bubble fits inside it.
      expect(shown.left).toBeGreaterThanOrEqual(0);
      expect(shown.right).toBeLessThanOrEqual(shown.viewport);
      await expect(options.getByRole('button', { name: 'Open' })).toBeInViewport({ ratio: 1 });

      await options.getByRole('button', { name: 'Edit' }).click();
      const editing = await form(page)
        .getByLabel('Link address')
        .evaluate((input) => {
          const bubble = input.closest('[role="toolbar"]')!.parentElement!;
          return bubble.getBoundingClientRect().width;
        });
      expect(editing).toBeGreaterThanOrEqual(200);
      expect(editing).toBeLessThanOrEqual(600);
    });
  }
}
