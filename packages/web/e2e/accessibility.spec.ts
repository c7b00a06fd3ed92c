import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

const WIDTHS = [1280, 390];

/** The blog header preview is left out because its colours are the blog owner's choice. */
const OUTSIDE_PREVIEW = { exclude: '[data-theme-preview]' };

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('visitor pages have no serious accessibility violations', async ({ page }) => {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page, OUTSIDE_PREVIEW), path).toEqual([]);
      }
    });

    test('member pages have no serious accessibility violations', async ({ page }) => {
      const member = await signUpViaApi(page, `axe${width}`);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: 'Welcome to your dashboard' })).toBeVisible();
      expect(await seriousViolations(page, OUTSIDE_PREVIEW), '/dashboard').toEqual([]);

      await page.goto(`/settings/blog/${member.blog}`);
      await expect(page.getByRole('heading', { level: 1, name: member.blog })).toBeVisible();
      expect(await seriousViolations(page, OUTSIDE_PREVIEW), '/settings/blog').toEqual([]);
    });
  });
}
