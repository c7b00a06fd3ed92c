import { memberElsewhere, signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

/** Presses `key` (Tab) `times` times, expecting focus inside `inside` after each. */
async function expectTabsStayIn(page: Page, inside: Locator, times: number, key = 'Tab') {
  for (let i = 0; i < times; i += 1) {
    await page.keyboard.press(key);
    // A focus guard at the edge may hold focus for a frame before handing it round.
    await expect
      .poll(() => inside.evaluate((el) => el.contains(document.activeElement)), { timeout: 2000 })
      .toBe(true);
  }
}

test('the type picker keeps focus while open and gives it back to Compose', async ({ page }) => {
  await signUpViaApi(page, 'focuspick');
  await page.goto('/dashboard');
  const compose = page.getByRole('banner').getByRole('button', { name: 'Compose' });
  await compose.focus();
  await page.keyboard.press('Enter');
  const picker = page.getByRole('dialog', { name: 'Create a post' });
  await expect(picker).toBeVisible();
  await expectTabsStayIn(page, picker, 4);
  await expectTabsStayIn(page, picker, 4, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(picker).toHaveCount(0);
  await expect(compose).toBeFocused();
});

test('the reblog options and account menus keep focus and give it back to their buttons', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'focusmenu');
  await createTextPost(page.request, 'Hold the focus', 'A post to reblog.');
  await page.goto(`/${member.blog}`);
  const card = page.getByRole('article').filter({ hasText: 'Hold the focus' });
  const opener = card.getByRole('button', { name: 'Reblog options' });
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Reblog options' });
  await expect(menu).toBeVisible();
  await expectAccessible(page, 'the reblog options menu');
  await expectTabsStayIn(page, menu, 5);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.goto('/dashboard');
  const account = page.getByRole('banner').getByRole('button', { name: 'Account' });
  await account.click();
  const popover = page.getByRole('dialog', { name: 'Account' });
  await expect(popover).toBeVisible();
  await expectTabsStayIn(page, popover, 12);
  await page.keyboard.press('Escape');
  await expect(account).toBeFocused();
});

test('the blog card opened from the keyboard, and the menu inside it, keep focus and give it back', async ({
  page,
}) => {
  await signUpViaApi(page, 'focusreader');
  const { member, request } = await memberElsewhere('focuscard');
  const { id } = await createTextPost(request, 'A card to open', 'Its blog has a card.');
  await request.dispose();
  await page.goto(`/${member.blog}/post/${id}`);
  const opener = page.getByRole('button', { name: `Show ${member.blog}'s blog card` }).first();
  const card = page.getByRole('dialog', { name: `${member.blog}'s blog card` });
  // The card starts watching for its buttons once the page has settled (blog-card-host.tsx).
  await expect(async () => {
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(card).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(card).toBeFocused();
  await expectTabsStayIn(page, card, 12);
  await expectTabsStayIn(page, card, 12, 'Shift+Tab');

  // Its menu: Tab goes round the button and the items; Escape closes the menu only.
  const more = card.getByRole('button', { name: `More about ${member.blog}` });
  await more.focus();
  await page.keyboard.press('Enter');
  const menu = card.getByRole('list', { name: `More about ${member.blog}` });
  await expect(menu).toBeVisible();
  const menuRoot = menu.locator('..');
  await expectTabsStayIn(page, menuRoot, 6);
  await expectTabsStayIn(page, menuRoot, 6, 'Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(more).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('a confirmation dialog keeps focus and gives it back to what asked', async ({ page }) => {
  await signUpViaApi(page, 'focusdialog');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByRole('textbox', { name: 'Body' }).fill('Half a thought');
  const close = form.getByRole('button', { name: 'Close' });
  await close.click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toBeVisible();
  await expectTabsStayIn(page, ask, 3);
  await page.keyboard.press('Escape');
  await expect(ask).toHaveCount(0);
  await expect(close).toBeFocused();
});

test('the formatting toolbar is one tab stop with arrow keys inside, and links the selection', async ({
  page,
}) => {
  await signUpViaApi(page, 'toolbar');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const text = form.getByRole('textbox', { name: 'Body' });
  await text.click();
  await page.keyboard.type('Read the docs');

  // The one stop is the first button; from it Tab leaves the toolbar, Shift+Tab comes back to it.
  await form.getByRole('textbox', { name: 'Title' }).focus();
  await page.keyboard.press('Tab');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('End');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Undo' })).toBeFocused();
  await page.keyboard.press('Home');
  await expect(toolbar.getByRole('button', { name: 'Bold' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Tab');
  await expect(text).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  // The toolbar remembers where the person was.
  await expect(toolbar.getByRole('button', { name: 'Italic' })).toBeFocused();
  expect(await toolbar.locator('button[tabindex="0"]').count()).toBe(1);

  // Link: disabled without a selection; over "the docs" it opens the address field.
  await expect(toolbar.getByRole('button', { name: 'Link' })).toBeDisabled();
  await text.click();
  await page.keyboard.press('End');
  for (let i = 0; i < 8; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  const address = form.getByRole('textbox', { name: 'Link address' });
  await expect(address).toBeFocused();
  await address.fill('https://example.com/docs');
  await page.keyboard.press('Enter');
  await expect(text.locator('a[href="https://example.com/docs"]')).toHaveText('the docs');

  // Inside the link, the same button (by keyboard: the link bubble covers it) edits it; an empty
  // address removes it.
  await text.locator('a').click();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  await expect(toolbar.getByRole('button', { name: 'Edit link' })).toBeFocused();
  await page.keyboard.press('Enter');
  const edit = form.getByRole('textbox', { name: 'Link address' });
  await expect(edit).toBeFocused();
  await expect(edit).toHaveValue('https://example.com/docs');
  await edit.fill('');
  await page.keyboard.press('Enter');
  await expect(text.locator('a')).toHaveCount(0);
  await expect(text).toHaveText('Read the docs');
});
