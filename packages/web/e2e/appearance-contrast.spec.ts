import { signUpViaApi } from './support/accounts';
import { expect, expectAccessible, test } from './support/test';

test('the appearance editor warns about hard-to-read colours and fixes them in one click', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'contrast');
  await page.goto(`/settings/blog/${member.blog}`);
  const appearance = page.getByRole('region', { name: 'Appearance' });

  await page.getByLabel('Title colour').fill('#dddddd');
  const warning = page.getByText(/Title colour has 1\.\d:1 contrast on the background/);
  await expect(warning).toBeVisible();
  await expectAccessible(page, 'the contrast warning');

  const fix = page.getByRole('button', { name: /^Use #[0-9A-F]{6}$/ });
  const fixed = ((await fix.textContent()) ?? '').replace('Use ', '').trim();
  await fix.click();
  await expect(warning).toBeHidden();
  await expect(appearance.getByText(fixed, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Title colour')).toHaveValue(fixed.toLowerCase());

  // A pale link colour is caught the same way.
  await page.getByLabel('Link colour').fill('#99ccff');
  await expect(page.getByText(/Link colour has \d\.\d:1 contrast/)).toBeVisible();
});
