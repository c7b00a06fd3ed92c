import { test as base, expect, type Page } from '@playwright/test';
import { violations } from './axe';

// Everything else of Playwright's, so a spec imports from here alone; `test` below shadows its `test`.
export * from '@playwright/test';

/** Not the app's to fix: the blog header preview wears the colours its owner is choosing. */
const OWNER_COLOURS = '[data-theme-preview]';

/** Fails when axe finds anything on the page as it is now; `state` names it in the failure. */
export async function expectAccessible(page: Page, state = page.url()): Promise<void> {
  expect(await violations(page, { exclude: OWNER_COLOURS }), `axe on ${state}`).toEqual([]);
}

/**
 * The journeys' `test`: Playwright's, with axe run on every page a test ends on (issue 15: no
 * violations on any page or state the journeys visit). A test that already failed is not checked
 * again, and neither is a page that never left about:blank.
 */
export const test = base.extend<{ axeAtEnd: undefined }>({
  axeAtEnd: [
    // On `page`, so it is torn down after this check; the pages of contexts a test made itself (two
    // people, two browsers) are checked too.
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      const contexts = page.context().browser()?.contexts() ?? [page.context()];
      for (const open of contexts.flatMap((context) => context.pages())) {
        if (open.isClosed() || open.url() === 'about:blank') continue;
        await expectAccessible(open, `the end of "${testInfo.title}" (${open.url()})`);
      }
    },
    { auto: true },
  ],
});
