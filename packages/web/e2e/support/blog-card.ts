import { expect, type Locator, type Page } from '@playwright/test';

/** Rests the mouse on a blog link until its card opens (the card starts watching once the page settles). */
export async function hoverForCard(page: Page, link: Locator, card: Locator): Promise<void> {
  await expect(async () => {
    await page.mouse.move(0, 0);
    await link.hover();
    await expect(card).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}
