import type { Page } from '@playwright/test';

/**
 * Holds every request matching `url` until the returned `release()` is called, to look at the page
 * while its call is on the way; released requests then go to the server as sent.
 */
export async function holdRequests(page: Page, url: string | ((url: URL) => boolean)): Promise<() => void> {
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
