import { signUpViaApi } from './support/accounts';
import { expect, test } from './support/test';

const FAILURE = JSON.stringify({
  meta: { status: 500, msg: 'Internal Server Error' },
  response: null,
  errors: [{ code: 0, title: 'Internal Server Error', detail: 'The list could not be loaded.' }],
});

/**
 * Spec document 3 §4: the error panel's Retry turns into a disabled 'Retrying...' that ignores
 * clicks until the answer comes, on the feeds and lists as on the inbox (failure-panel.tsx).
 */
test("a failed dashboard, following list or drafts page keeps its panel, 'Retrying...', until the answer", async ({
  page,
}) => {
  const { blog } = await signUpViaApi(page, 'retry');
  const pages: [string, string][] = [
    ['/dashboard', '**/svc/dashboard*'],
    ['/following', '**/svc/following*'],
    [`/blog/${blog}/drafts`, `**/svc/blog/${blog}/posts?*state=draft*`],
  ];
  for (const [path, call] of pages) {
    let failing = true;
    let asked = 0;
    const { promise: released, resolve: release } = Promise.withResolvers<void>();
    await page.route(call, async (route) => {
      if (failing) return route.fulfill({ status: 500, contentType: 'application/json', body: FAILURE });
      asked++;
      await released;
      await route.continue();
    });
    if (path === '/dashboard') {
      // The served dashboard comes with its posts (server rendering): its call fails when the
      // dashboard is reached from another page.
      await page.goto('/settings/account');
      await page.getByRole('link', { name: 'rookery, home' }).click();
    } else {
      await page.goto(path);
    }
    const panel = page.getByRole('alert').filter({ hasText: 'The list could not be loaded.' });
    await expect(panel).toBeVisible();

    failing = false;
    await panel.getByRole('button', { name: 'Retry' }).click();
    const retrying = panel.getByRole('button', { name: 'Retrying...' });
    await expect(retrying).toHaveAttribute('aria-disabled', 'true');
    // Playwright waits for an enabled button; the user's click lands all the same.
    await retrying.click({ force: true });
    expect(asked, path).toBe(1);

    release();
    await expect(panel).toHaveCount(0);
    await page.unroute(call);
  }
});
