import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { expect, test } from './support/test';

for (const width of [1280, 390]) {
  test(`at ${width} px the likes page explains likes while there are none, and is axe-clean`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await signUpViaApi(page, `likes${width}`);
    await page.goto('/likes');
    await expect(page.getByRole('heading', { level: 1, name: 'Likes' })).toBeVisible();
    await expect(page.getByText("You haven't liked any posts yet.")).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
