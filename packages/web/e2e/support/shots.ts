import { type Page, test } from '@playwright/test';

/** A screenshot to look at, only when asked for (ROOKERY_SHOTS=1), into the test's output folder. */
export async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.ROOKERY_SHOTS) return;
  // Past the dialogs' and windows' fade-in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}
