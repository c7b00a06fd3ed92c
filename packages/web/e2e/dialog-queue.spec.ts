import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

/**
 * Two real confirms at once: "Discard changes" asks first, and going back in history while it is
 * open asks to leave the page with unsaved changes. The second must wait for the first to close.
 */
test('a second confirm dialog waits until the first closes', async ({ page }) => {
  const member = await signUpViaApi(page, 'dialogs');
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Edit blog settings' }).click();
  await expect(page).toHaveURL(new RegExp(`/settings/blog/${member.blog}$`));

  const title = page.getByLabel('Title', { exact: true });
  const savedTitle = await title.inputValue();
  await title.fill('Edited title');
  await page.getByRole('button', { name: 'Discard changes' }).click();

  const dialogs = page.getByRole('alertdialog');
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toHaveAccessibleName('Discard your unsaved changes?');
  await expect(page.getByRole('button', { name: 'Discard', exact: true })).toBeFocused();

  // Going back now would leave the page: that asks too, but only after the first dialog closes.
  await page.goBack();
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toHaveAccessibleName('Discard your unsaved changes?');

  // Escape closes the first as "Nevermind": the edit stays, and the queued dialog opens.
  await page.keyboard.press('Escape');
  await expect(dialogs).toHaveCount(1);
  await expect(dialogs).toHaveAccessibleName('Leave this page? Your changes are not saved.');
  await expect(title).toHaveValue('Edited title');

  // Tab and Shift+Tab cycle between the dialog's two buttons only.
  const leave = page.getByRole('button', { name: 'Leave' });
  const stay = page.getByRole('button', { name: 'Stay' });
  await expect(leave).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(stay).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(leave).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(stay).toBeFocused();

  await stay.click();
  await expect(dialogs).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/settings/blog/${member.blog}$`));

  // Enter confirms: the edit is discarded.
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.keyboard.press('Enter');
  await expect(dialogs).toHaveCount(0);
  await expect(title).toHaveValue(savedTitle);
});

test('§9 Space closes a dialog as its cancel button, and the button that opened it is not pressed again', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'dialogspace');
  await page.goto(`/settings/blog/${member.blog}`);
  const title = page.getByLabel('Title', { exact: true });
  await title.fill('Edited title');
  const discard = page.getByRole('button', { name: 'Discard changes' });
  await discard.focus();
  await page.keyboard.press('Enter');

  const dialogs = page.getByRole('alertdialog');
  await expect(dialogs).toHaveAccessibleName('Discard your unsaved changes?');
  await expect(page.getByRole('button', { name: 'Discard', exact: true })).toBeFocused();
  // Space closes even with the confirming button focused: the edit stays.
  await page.keyboard.press(' ');
  await expect(dialogs).toHaveCount(0);
  await expect(title).toHaveValue('Edited title');
  // Focus is back on the opener, and the Space that closed the dialog did not press it again.
  await expect(discard).toBeFocused();
  await page.waitForTimeout(300);
  await expect(dialogs).toHaveCount(0);
});
