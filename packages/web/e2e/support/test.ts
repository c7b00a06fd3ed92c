import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { violations } from './axe';

// Everything else of Playwright's, so a spec imports from here alone; `test` below shadows its `test`.
export * from '@playwright/test';

/** Not the app's to fix: the blog header preview wears the colours its owner is choosing. */
const OWNER_COLOURS = '[data-theme-preview]';

/** Fails when axe finds anything on the page as it is now; `state` names it in the failure. */
export async function expectAccessible(page: Page, state = page.url()): Promise<void> {
  // Colours are read as drawn: a bubble or panel still fading in would be measured half-transparent.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  expect(await violations(page, { exclude: OWNER_COLOURS }), `axe on ${state}`).toEqual([]);
}

/**
 * Run in the page: whether React owns a page the server rendered (or the page is not one). Until
 * then its served controls are drawn but do nothing, and the scripts may still move the page.
 */
const hydratedOrClientRendered = () => {
  if (!document.getElementById('rookery-ssr')) return true;
  // Not the first element: React's prerender may put an image's preload link there, never hydrated.
  const shell = document.querySelector('#root > a[href="#content"]');
  return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber'));
};

/**
 * Waits until React owns a served element. `goto` waits for the page's shell; a part inside a lazy
 * boundary (the dashboard rail's suggestions) is hydrated only once its code has come, and a click
 * on it before then does nothing.
 */
export async function expectHydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * `goto` and `reload` on `page` return once a server-rendered page has been hydrated, as a person
 * waits for a page to be ready: a journey's first click would otherwise land on served markup
 * whose scripts have not run. (`waitUntil: 'commit'` is for a journey that looks before that.)
 */
function waitForHydration(page: Page): void {
  for (const name of ['goto', 'reload'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    const wrapped = async (...args: unknown[]) => {
      const options = args.find((a): a is { waitUntil?: string } => typeof a === 'object' && a !== null);
      const response = await original(...args);
      if (options?.waitUntil !== 'commit') await page.waitForFunction(hydratedOrClientRendered);
      return response;
    };
    Object.assign(page, { [name]: wrapped });
  }
}

/** Every page of every context the test opens (with scripts) gets waitForHydration; undone when the test ends. */
function hydrationWaits(browser: Browser, page: Page): () => void {
  const watch = (context: BrowserContext) => {
    for (const open of context.pages()) waitForHydration(open);
    context.on('page', waitForHydration);
  };
  watch(page.context());
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    // Without scripts nothing is ever hydrated: such a journey reads the served page.
    if (args[0]?.javaScriptEnabled !== false) watch(context);
    return context;
  };
  return () => {
    browser.newContext = newContext;
  };
}

/**
 * The journeys' `test`: Playwright's, with axe run on every page a test ends on (issue 15: no
 * violations on any page or state the journeys visit). A test that already failed is not checked
 * again, and neither is a page that never left about:blank. Browser contexts a test opened itself
 * (two people, two browsers) are checked too, then closed: left open, their pages kept polling and
 * animating in the one browser the whole run shares, and every later test's check went over them
 * again, so each journey took longer than the one before.
 */
export const test = base.extend<{ axeAtEnd: undefined }>({
  axeAtEnd: [
    // On `page`, so it is torn down after this check.
    async ({ page, browser }, use, testInfo) => {
      const before = new Set(browser.contexts());
      const stopWaiting = hydrationWaits(browser, page);
      try {
        await use(undefined);
      } finally {
        stopWaiting();
      }
      const opened = browser
        .contexts()
        .filter((context) => !before.has(context) && context !== page.context());
      try {
        if (testInfo.status !== testInfo.expectedStatus) return;
        for (const open of [page.context(), ...opened].flatMap((context) => context.pages())) {
          if (open.isClosed() || open.url() === 'about:blank') continue;
          await expectAccessible(open, `the end of "${testInfo.title}" (${open.url()})`);
        }
      } finally {
        await Promise.all(opened.map((context) => context.close()));
      }
    },
    { auto: true },
  ],
});
