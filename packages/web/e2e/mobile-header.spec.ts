import {
  type PostListResponse,
  SIDEBAR_FOOTER_FADE_SCROLL,
  STICKY_HEADER_DELAY_MS,
  STICKY_HEADER_SCROLL,
} from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { solidPng } from './support/media-files';
import { createTextPost } from './support/posts';
import { shot } from './support/shots';
import { type APIRequestContext, expect, type Page, test } from './support/test';

test.use({ viewport: { width: 390, height: 844 } });

const BODY = Array.from(
  { length: 6 },
  (_, i) => `Paragraph ${i + 1} of a post long enough to scroll past.`,
).join('\n\n');

/** A dashboard several screens tall: the member's own posts. */
async function tallDashboard(page: Page) {
  await signUpViaApi(page, 'scroller');
  for (let i = 1; i <= 12; i++) await createTextPost(page.request, `Scroll post ${i}`, BODY);
  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  // Settled: what loads late above the feed (the verify-email banner) would move the page under
  // the test's scrolling (scroll anchoring).
  await page.waitForLoadState('networkidle');
}

/** Scrolls the page to y, and checks it got there. */
async function scrollTo(page: Page, y: number) {
  expect(
    await page.evaluate((top) => {
      window.scrollTo(0, top);
      return window.scrollY;
    }, y),
  ).toBe(y);
}
const header = (page: Page) => page.getByRole('banner');
const position = (page: Page) => header(page).evaluate((el) => getComputedStyle(el).position);
const headerBox = (page: Page) =>
  header(page).evaluate((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { top, bottom };
  });

test('the mobile header turns sticky 500 ms after 45 px of scroll; the nav hides going down and returns going up', async ({
  page,
}) => {
  await tallDashboard(page);
  expect(await position(page)).toBe('relative');
  await shot(page, 'header-top');

  // Within 45 px nothing changes, however long it stays there.
  await scrollTo(page, STICKY_HEADER_SCROLL);
  await page.waitForTimeout(STICKY_HEADER_DELAY_MS + 200);
  expect(await position(page)).toBe('relative');

  // Past it, the header turns sticky only after the delay.
  const started = Date.now();
  await scrollTo(page, 600);
  expect(await position(page)).toBe('relative');
  await expect.poll(() => position(page)).toBe('sticky');
  expect(Date.now() - started).toBeGreaterThanOrEqual(STICKY_HEADER_DELAY_MS - 50);
  // Going down, the sticky header is out of sight.
  await expect.poll(async () => (await headerBox(page)).bottom).toBeLessThanOrEqual(0);
  await shot(page, 'header-hidden-going-down');

  // Going up brings it back at the top of the screen.
  await scrollTo(page, 400);
  await expect.poll(async () => (await headerBox(page)).top).toBe(0);
  expect(await position(page)).toBe('sticky');
  await expect(header(page).getByRole('button', { name: 'Open menu' })).toBeVisible();
  await shot(page, 'header-sticky-going-up');

  // Back within 45 px it scrolls with the page again at once.
  await scrollTo(page, 20);
  expect(await position(page)).toBe('relative');
});

test('the rail footer fades out from 2000 px of scroll', async ({ page }) => {
  await tallDashboard(page);
  const footer = page.getByRole('complementary', { name: 'Your blog' }).locator('footer');
  const opacity = () => footer.evaluate((el) => getComputedStyle(el).opacity);
  await expect(footer.getByRole('link', { name: 'Explore' })).toBeAttached();

  await scrollTo(page, SIDEBAR_FOOTER_FADE_SCROLL - 10);
  await page.waitForTimeout(400);
  expect(await opacity()).toBe('1');
  await scrollTo(page, SIDEBAR_FOOTER_FADE_SCROLL);
  await expect.poll(opacity).toBe('0');
  await scrollTo(page, 100);
  await expect.poll(opacity).toBe('1');

  // On a wide screen the rail stays in view beside the feed, and the footer with it until 2000 px.
  await page.setViewportSize({ width: 1280, height: 800 });
  await scrollTo(page, 0);
  await expect(footer).toBeInViewport();
  await shot(page, 'rail-footer-wide');
  await scrollTo(page, SIDEBAR_FOOTER_FADE_SCROLL + 400);
  await expect.poll(opacity).toBe('0');
  await shot(page, 'rail-footer-faded-wide');
});

/** A photo post by a member of its own, liked by another, so trending has art to show. */
async function likedPhotoPost() {
  const author = await memberElsewhere('splash');
  const key = await formKey(author.request);
  const upload = await author.request.post('/svc/media/upload', {
    headers: { 'X-Form-Key': key },
    multipart: {
      kind: 'image',
      file: { name: 'art.png', mimeType: 'image/png', buffer: solidPng(80, 60, [230, 120, 40]) },
    },
  });
  const { response: image } = (await upload.json()) as { response: { url: string } };
  const saved = await author.request.post('/svc/post/update', {
    headers: { 'X-Form-Key': key },
    form: {
      'post[type]': 'photo',
      'post[state]': '0',
      'images[p0]': image.url,
      'post[photoset_order]': 'p0',
    },
  });
  expect(saved.ok()).toBe(true);
  const { response: list } = (await (
    await author.request.get(`/svc/blog/${author.member.blog}/posts`)
  ).json()) as { response: PostListResponse };
  const post = list.posts[0]!;
  const fan = await memberElsewhere('splash-fan');
  const liked = await fan.request.post('/svc/like', {
    headers: { 'X-Form-Key': await formKey(fan.request) },
    data: { id: post.id, key: post.reblog_key },
  });
  expect(liked.ok()).toBe(true);
  await Promise.all([author.request.dispose(), fan.request.dispose()]);
}

/** The splash the drawer should credit, by the rule of features/header/splash.ts, from what the server answers. */
async function expectedSplash(request: APIRequestContext) {
  const { response } = (await (await request.get('/svc/explore/trending')).json()) as {
    response: PostListResponse;
  };
  const safe = response.posts.filter((p) => !p.owner_flagged_nsfw);
  const post = safe.find((p) => p.photos.length > 0) ?? safe[0]!;
  return { name: post.blog.name, image: post.photos[0]?.url };
}

test("a visitor's drawer credits the featured blog's art and has no app link by default", async ({
  page,
}) => {
  await likedPhotoPost();
  const splash = await expectedSplash(page.request);
  expect(splash.image).toBeTruthy();

  await page.goto('/login');
  const trending = page.waitForRequest('**/svc/explore/trending');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await trending;
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const credit = drawer.getByRole('figure');
  // The art is decorative (alt=""): the caption credits it.
  await expect(credit.locator('img').first()).toHaveAttribute('src', splash.image!);
  await expect(credit.getByRole('link', { name: splash.name })).toHaveAttribute('href', `/${splash.name}`);
  await expect(credit).toContainText('Art from');
  await expect(drawer.getByRole('link', { name: 'Get the app' })).toHaveCount(0);
  await shot(page, 'drawer-logged-out');

  await credit.getByRole('link', { name: splash.name }).click();
  await expect(page).toHaveURL(new RegExp(`/${splash.name}$`));
  await expect(drawer).toBeHidden();
});

test('the drawer links to the app when one is configured', async ({ page }) => {
  // The served page carries APP_URL in its bootstrap; this server runs without one, so the page is
  // given one on its way in.
  await page.route('**/login', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.text()).replace(
      '"app_url":null',
      '"app_url":"https://apps.example.com/rookery"',
    );
    await route.fulfill({ response: answer, body });
  });
  await page.goto('/login');
  await header(page).getByRole('button', { name: 'Open menu' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Get the app' }),
  ).toHaveAttribute('href', 'https://apps.example.com/rookery');
  await shot(page, 'drawer-app-link');
});
