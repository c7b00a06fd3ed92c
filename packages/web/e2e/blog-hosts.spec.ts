import { type APIRequestContext, request as playwrightRequest } from '@playwright/test';
import { formKey, newMember } from './support/accounts';
import { saveTextPost } from './support/posts';
import { startSecondServer } from './support/second-server';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

/**
 * Blog hosts (issue 21): a second server of its own with BLOG_DOMAIN=localhost (Chromium sends any
 * *.localhost to this machine), so every blog is also at http://{blog}.localhost:{port}. The
 * journeys' main server keeps blogs at /{blog}, as the other journeys expect.
 */
const PORT = 8193;
const MAIN = `http://127.0.0.1:${PORT}`;
const hostOf = (blog: string) => `http://${blog}.localhost:${PORT}`;

let server: Awaited<ReturnType<typeof startSecondServer>>;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startSecondServer(PORT, 'hosts', { BLOG_DOMAIN: 'localhost' });
});

test.afterAll(() => server.stop());

/** A member of the hosts server, signed in on an API context of its main host. */
async function member(label: string): Promise<{ blog: string; api: APIRequestContext }> {
  const api = await playwrightRequest.newContext({ baseURL: MAIN });
  const { email, blog, password } = newMember(label);
  const answer = await api.post('/svc/account/register', {
    headers: { 'X-Form-Key': await formKey(api) },
    data: { email, password, blog_name: blog },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return { blog, api };
}

test('a blog lives at its own subdomain: links lead there, it reads as a visitor, the rest is the main site', async ({
  browser,
}) => {
  const writer = await member('hostwriter');
  const tag = `hosts${Date.now().toString(36)}`;
  const postId = await saveTextPost(writer.api, 'Written on my own host', 'published', { tags: [tag] });
  await writer.api.dispose();

  // A signed-in reader on the main site.
  const context = await browser.newContext({ baseURL: MAIN, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const { email, blog, password } = newMember('hostreader');
  const registered = await page.request.post('/svc/account/register', {
    headers: { 'X-Form-Key': await formKey(page.request) },
    data: { email, password, blog_name: blog },
  });
  expect(registered.ok()).toBe(true);

  // The tag page links the blog and the post at the blog's own host.
  await page.goto(`/tagged/${tag}`);
  const card = page.getByRole('article').filter({ hasText: 'Written on my own host' });
  const name = card.getByRole('link', { name: writer.blog, exact: true }).first();
  await expect(name).toHaveAttribute('href', `${hostOf(writer.blog)}/`);
  await name.click();
  await expect(page).toHaveURL(`${hostOf(writer.blog)}/`);
  await expect(page.getByRole('heading', { name: writer.blog, level: 1 })).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Written on my own host' })).toBeVisible();
  // The main site's session is not sent here: the blog's host reads as a visitor.
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${hostOf(writer.blog)}/`);
  await shot(page, 'blog-host-1280');
  await expectAccessible(page, 'a blog on its own host');

  // Its permalink is on its host too, and the blog's tag page.
  await page.goto(`${hostOf(writer.blog)}/post/${postId}`);
  await expect(page.getByRole('article')).toContainText('Written on my own host');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`^${hostOf(writer.blog)}/post/${postId}`),
  );
  await page.goto(`${hostOf(writer.blog)}/tagged/${tag}`);
  await expect(page.getByRole('article')).toContainText('Written on my own host');

  // Anything that is not the blog's is the main site's, where the reader is signed in.
  await expect(page.getByRole('link', { name: 'rookery, home' })).toHaveAttribute('href', `${MAIN}/`);
  // Log in goes to the main site's /login, which sends the signed-in reader on to the dashboard.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(`${MAIN}/dashboard`);

  // No such blog: its subdomain is the not-found page.
  const unknown = await page.goto(`http://nobody-here-at-all.localhost:${PORT}/`);
  expect(unknown?.status()).toBe(404);
  await context.close();
});
