import { shot } from './support/shots';
import { expect, expectAccessible, type Page, test } from './support/test';

const call = (page: Page, title: string) => page.getByRole('article', { name: title });

test('the API reference: from help, filtered to a call, followed by its anchor', async ({ page }) => {
  await page.goto('/help');
  await page.getByRole('link', { name: 'API reference' }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByRole('link', { name: '/svc/openapi.json', exact: true })).toHaveAttribute(
    'href',
    '/svc/openapi.json',
  );

  // Every section of the document, down the side, and every call under its own.
  const sections = page.getByRole('navigation', { name: 'API sections' });
  await expect(sections.getByRole('link', { name: /^posts \d+$/ })).toBeVisible();
  await expect(call(page, 'POST /svc/like')).toBeVisible();
  await expectAccessible(page, 'the API reference');
  await shot(page, 'api-reference-1280');

  await page.getByRole('searchbox', { name: 'Filter calls' }).fill('blog posts get');
  const list = call(page, 'GET /svc/blog/{name}/posts');
  await expect(list).toBeVisible();
  await expect(call(page, 'POST /svc/like')).toHaveCount(0);
  await expect(page.getByText(/^\d+ of \d+ calls$/)).toBeVisible();
  await expect(sections.getByRole('link', { name: /^likes/ })).toHaveCount(0);

  // Its parameters, from the schemas the route parses.
  await expect(list.getByText('limit', { exact: true })).toBeVisible();
  await expect(list.getByText('≥ 1 · ≤ 50 · default 20')).toBeVisible();
  await expect(list.getByText('in path')).toBeVisible();

  await list.getByRole('link', { name: 'Link to GET /svc/blog/{name}/posts' }).click();
  await expect(page).toHaveURL(/\/docs\/api#getSvcBlogNamePosts$/);
  await expect(list).toBeInViewport();
  await expectAccessible(page, 'the API reference, filtered');
  await shot(page, 'api-reference-filtered');

  await page.getByRole('searchbox', { name: 'Filter calls' }).fill('no call is called this');
  await expect(page.getByText('No call matches “no call is called this”.')).toBeVisible();
});

test("a call's address opens the reference at that call, on a phone too", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/docs/api#postSvcPostUpdate');
  const save = call(page, 'POST /svc/post/update');
  await expect(save).toBeInViewport();
  // The post save's form body: nested fields named as a form writes them.
  await expect(save.getByText('Body (JSON, form)')).toBeVisible();
  await expect(save.getByText('post[type]', { exact: true })).toBeVisible();
  await expect(save.getByText('Signed in')).toBeVisible();
  await expect(save.getByText('Form key')).toBeVisible();
  await shot(page, 'api-reference-390');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'api-reference-390-top');
  // The page on a phone is checked by axe at the end of the test (support/test.ts): its 9,000
  // elements take axe 4-6 s here, and scrolling changes nothing it reads.
});
