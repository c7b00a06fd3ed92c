import { memberElsewhere, signUpViaApi } from './support/accounts';
import { saveBlogSettings } from './support/blogs';
import { layoutShift } from './support/layout-shift';
import { createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

/** React's words for a hydration that went wrong: in development, and its coded errors in production. */
const HYDRATION_TROUBLE = /hydrat|did not match|didn't match|recoverable|Minified React error/i;

/** Every console error or warning, page error and refused API call of `page`, as they come. */
function pageTrouble(page: Page): { console: string[]; calls: string[] } {
  const seen = { console: [] as string[], calls: [] as string[] };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.console.push(message.text());
  });
  page.on('pageerror', (error) => seen.console.push(error.message));
  // The hydrated page refetches what the server rendered it with: with the same parameters.
  page.on('response', (response) => {
    if (response.url().includes('/svc/') && response.status() >= 400)
      seen.calls.push(`${response.status()} ${response.url()}`);
  });
  return seen;
}

/**
 * Opens `path` with the app's scripts held back, hands over the first post as the server sent it,
 * then lets the scripts run and waits until React has rendered the page.
 */
async function openAndHydrate(page: Page, path: string, beforeScripts?: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  const served = await page.locator('article').first().elementHandle();
  if (!served) throw new Error(`no post in the served HTML of ${path}`);
  await beforeScripts?.();
  release();
  // React has run when the page's post is its own; after a mismatch it would be a new element.
  await page.waitForFunction(() => {
    const post = document.querySelector('article');
    return !!post && Object.keys(post).some((key) => key.startsWith('__reactFiber'));
  });
  await page.unroute('**/assets/*.js');
  return served;
}

test('a blog page and a permalink arrive with their posts, readable without JavaScript', async ({
  browser,
}) => {
  const { member, request } = await memberElsewhere('ssr-bare');
  const { id } = await createTextPost(request, 'Baked on the server', 'Readable without JavaScript.');
  await request.dispose();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of [`/${member.blog}`, `/${member.blog}/post/${id}`]) {
    await page.goto(path);
    await expect(page.getByRole('article').first(), path).toContainText('Readable without JavaScript.');
    await expect(page.getByRole('heading', { name: 'Baked on the server' }).first()).toBeVisible();
    // Styled by the page's own stylesheets, which came with the HTML (a bare link is underlined).
    const title = page.locator('[data-blog-title] a');
    expect(await title.evaluate((link) => getComputedStyle(link).textDecorationLine), path).toBe('none');
  }
  await context.close();
});

// Far from the server's UTC, so a date the server and the browser format differently would show.
test.use({ timezoneId: 'Pacific/Pago_Pago' });

test('the served posts are hydrated in place, without a mismatch, and the page works', async ({ page }) => {
  const { member, request } = await memberElsewhere('ssr-hydrate');
  const { id } = await createTextPost(request, 'Hydrated in place', 'The same element before and after.');
  await request.dispose();
  const trouble = pageTrouble(page);

  // A visitor: the blog page's post is the server's element, still there once React runs.
  const served = await openAndHydrate(page, `/${member.blog}`);
  expect(await served.evaluate((element) => element.isConnected)).toBe(true);
  await expect(page.getByRole('article')).toContainText('The same element before and after.');

  // A link goes to the permalink inside the page (no new document: the marker survives).
  await page.evaluate(() => {
    (window as { stillHere?: boolean }).stillHere = true;
  });
  await page
    .getByRole('article')
    .getByRole('link', { name: /\w{3} \d{1,2}, \d{4}/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/${member.blog}/post/${id}`));
  expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);

  // A reader who is signed in: the permalink hydrates too, and Follow works on the blog page.
  await signUpViaApi(page, 'ssr-reader');
  const permalink = await openAndHydrate(page, `/${member.blog}/post/${id}`);
  expect(await permalink.evaluate((element) => element.isConnected)).toBe(true);
  await openAndHydrate(page, `/${member.blog}`);
  await page.getByRole('button', { name: 'Follow', exact: true }).first().click();
  await expect(page.getByRole('button', { name: 'Unfollow' }).first()).toBeVisible();

  expect(trouble.console.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
  expect(trouble.calls).toEqual([]);
});

test('a signed-in reader’s dashboard arrives with its posts and is hydrated in place', async ({ page }) => {
  await signUpViaApi(page, 'ssr-dash');
  await createTextPost(page.request, 'On my dashboard', 'Served with the page.');
  const trouble = pageTrouble(page);
  // The posts came with the page: the hydrated page does not ask for them again at once.
  const feedCalls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/svc/dashboard') feedCalls.push(request.url());
  });

  const served = await openAndHydrate(page, '/dashboard');
  expect(await served.evaluate((element) => element.isConnected)).toBe(true);
  expect(await served.textContent()).toContain('Served with the page.');
  await page.waitForTimeout(500);
  expect(feedCalls).toEqual([]);
  // The page works: the post type bar opens the composer.
  await page.getByRole('link', { name: 'Text' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();

  expect(trouble.console.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
  expect(trouble.calls).toEqual([]);
});

/** A phone's browser as Lighthouse's mobile preset is one (its User-Agent says "Mobile"). */
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36';

test('a phone gets the mobile layout from the server, and nothing moves as the page hydrates', async ({
  browser,
}) => {
  const { member, request } = await memberElsewhere('ssr-phone');
  const post = await createTextPost(request, 'Read on a phone', 'Laid out before the scripts came.');
  // A description (with a link the page rewrites) makes the blog header taller: it must be in the
  // served header, or everything below it moves once the scripts draw it.
  await saveBlogSettings(request, member.blog, {
    description: '<p>Notes from a phone, <a href="/about">about</a> and more.</p>',
  });
  await request.dispose();
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    userAgent: PHONE_UA,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const trouble = pageTrouble(page);

  for (const path of [`/${member.blog}`, `/${member.blog}/post/${post.id}`, '/explore']) {
    const served = await openAndHydrate(page, path);
    expect(await served.evaluate((element) => element.isConnected), path).toBe(true);
    await expect(page.getByRole('button', { name: 'Open menu' }), path).toBeVisible();
    expect(await page.evaluate(layoutShift), path).toBeLessThanOrEqual(0.02);
  }
  // The description is in the served header, its link as the browser would write it: against the
  // blog, in a new tab; hydration keeps it so.
  const servedHtml = await (await page.request.get(`/${member.blog}`)).text();
  expect(servedHtml).toMatch(
    new RegExp(
      `Notes from a phone, <a href="[^"]*/${member.blog}/about" target="_blank" rel="noopener noreferrer">about</a>`,
    ),
  );
  await openAndHydrate(page, `/${member.blog}`);
  const about = page.locator('header').getByRole('link', { name: 'about', exact: true });
  await expect(about).toHaveAttribute('href', new RegExp(`/${member.blog}/about$`));
  await expect(about).toHaveAttribute('target', '_blank');
  expect(trouble.console.filter((text) => HYDRATION_TROUBLE.test(text))).toEqual([]);
});

test('a reader who scrolled the served page before its scripts came keeps their place', async ({ page }) => {
  const { member, request } = await memberElsewhere('ssr-scroll');
  const body = 'A paragraph long enough to make the page tall. '.repeat(40);
  for (let i = 1; i <= 6; i++) await createTextPost(request, `Tall post ${i}`, body);
  await request.dispose();

  await openAndHydrate(page, `/${member.blog}`, async () => {
    await page.evaluate(() => window.scrollTo(0, 1500));
  });
  expect(await page.evaluate(() => window.scrollY)).toBe(1500);
});
