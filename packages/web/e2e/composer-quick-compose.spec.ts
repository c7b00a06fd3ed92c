import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

test('quick compose by keyboard: z then c opens it, arrows cycle, Enter opens the form, Escape closes', async ({
  page,
}) => {
  await signUpViaApi(page, 'quick');
  await page.goto('/dashboard');
  const overlay = page.getByRole('dialog', { name: 'Create a post' });
  const choice = (name: string) => overlay.getByRole('button', { name, exact: true });

  await page.keyboard.press('z');
  await page.keyboard.press('c');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('listitem')).toHaveCount(7);
  await expect(choice('Text')).toBeFocused();

  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(choice('Quote')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(choice('Video')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(choice('Text')).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.keyboard.press('z');
  await page.keyboard.press('c');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/\/new\/video$/);
  const form = page.getByRole('dialog', { name: 'New post' });
  await expect(form.getByRole('tab', { name: 'Video' })).toHaveAttribute('aria-selected', 'true');

  // Typing z and c in a field is text, not the shortcut.
  await form.getByRole('radio', { name: 'Embed code' }).check();
  await form.getByRole('textbox', { name: 'Embed code' }).pressSequentially('zc');
  await expect(overlay).toHaveCount(0);
  await expect(form.getByRole('textbox', { name: 'Embed code' })).toHaveValue('zc');
});

for (const width of [1280, 390]) {
  test(`quick compose and the post form have no serious accessibility violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, `axecompose${width}`);
    await page.goto('/dashboard');
    await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
    const overlay = page.getByRole('dialog', { name: 'Create a post' });
    // Let the icons finish animating in before checking contrast.
    await expect(overlay.getByRole('listitem').last()).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page), 'quick compose').toEqual([]);

    await overlay.getByRole('button', { name: 'Photo' }).click();
    const form = page.getByRole('dialog', { name: 'New post' });
    await expect(form.getByLabel('Upload photos')).toBeAttached();
    await expect(page.locator('body')).toHaveClass(/post-forms-open/);
    expect(await seriousViolations(page), 'post form').toEqual([]);

    await form.getByRole('button', { name: 'Post options' }).click();
    await form.getByLabel('Content source').fill('ftp://example.com/file');
    await form.getByLabel('Content source').blur();
    await expect(form.getByText('Unsupported protocol detected in URL')).toBeVisible();
    expect(await seriousViolations(page), 'post options').toEqual([]);
  });
}

test('§9 Alt/Option+C opens quick compose as well as Z then C', async ({ page }) => {
  await signUpViaApi(page, 'quickalt');
  await page.goto('/dashboard');
  const overlay = page.getByRole('dialog', { name: 'Create a post' });
  await page.keyboard.press('Alt+c');
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole('button', { name: 'Text', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(overlay).toHaveCount(0);
  await page.keyboard.press('z');
  await page.keyboard.press('c');
  await expect(overlay).toBeVisible();
});

test('§9 Space closes quick compose as Nevermind does: no form opens, focus goes back to Compose', async ({
  page,
}) => {
  await signUpViaApi(page, 'quickspace');
  await page.goto('/dashboard');
  const overlay = page.getByRole('dialog', { name: 'Create a post' });
  const compose = page.getByRole('banner').getByRole('button', { name: 'Compose' });
  await compose.click();
  await expect(overlay.getByRole('button', { name: 'Text', exact: true })).toBeFocused();
  await page.keyboard.press(' ');
  await expect(overlay).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(compose).toBeFocused();
  await page.waitForTimeout(300);
  await expect(overlay).toHaveCount(0);
});
