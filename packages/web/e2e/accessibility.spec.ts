import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { signUpViaApi } from './support/accounts';

const WIDTHS = [1280, 390];

/** Serious and critical findings; the blog header preview is left out because its colours are the blog owner's choice. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).exclude('[data-theme-preview]').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('visitor pages have no serious accessibility violations', async ({ page }) => {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(await seriousViolations(page), path).toEqual([]);
      }
    });

    test('member pages have no serious accessibility violations', async ({ page }) => {
      const member = await signUpViaApi(page, `axe${width}`);
      await page.goto('/dashboard');
      await expect(page.getByText('Your dashboard is quiet.')).toBeVisible();
      expect(await seriousViolations(page), '/dashboard').toEqual([]);

      await page.goto(`/settings/blog/${member.blog}`);
      await expect(page.getByRole('heading', { level: 1, name: member.blog })).toBeVisible();
      expect(await seriousViolations(page), '/settings/blog').toEqual([]);
    });
  });
}
