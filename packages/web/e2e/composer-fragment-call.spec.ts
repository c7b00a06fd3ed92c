import { signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

/** The paths of the fragment calls (spec document 1 §7) the page makes from now on. */
function fragmentCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^\/svc\/post\/(dashboard|drafts|inbox)\//.test(url.pathname)) calls.push(url.pathname + url.search);
  });
  return calls;
}

test('a new draft saved on the drafts page is fetched after the last draft and shown there', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'fragdrafts');
  await page.goto(`/blog/${member.blog}/drafts`);
  const calls = fragmentCalls(page);
  await page.getByRole('link', { name: 'Write a post' }).click();
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('A thought for later');
  await form.getByRole('button', { name: 'Publishing options' }).click();
  await form.getByRole('menuitemradio', { name: 'Save as draft' }).click();
  await form.getByRole('button', { name: 'Save draft', exact: true }).click();

  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts$`));
  await expect(page.getByRole('article')).toContainText('A thought for later');
  expect(calls).toEqual([`/svc/post/drafts/after/0?tumblelog=${member.blog}`]);
});

test('an edit saved on the dashboard makes no fragment call, and the feed shows it', async ({ page }) => {
  await signUpViaApi(page, 'fragchange');
  const { id } = await createTextPost(page.request, 'Before the edit', 'Words.');
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toContainText('Before the edit');
  const calls = fragmentCalls(page);
  await page.getByRole('article').getByRole('link', { name: 'Edit', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Title').fill('After the edit');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByRole('article')).toContainText('After the edit');
  expect(calls).toEqual([]);
});

test('when the new post’s HTML cannot be fetched after the save, the console says so and the feed still shows it', async ({
  page,
}) => {
  await signUpViaApi(page, 'fragfail');
  await createTextPost(page.request, 'Already here', 'Words.');
  await page.goto('/dashboard');
  await expect(page.getByRole('article')).toContainText('Already here');
  await page.route('**/svc/post/dashboard/**', (route) => route.fulfill({ status: 500, body: 'no' }));
  const warned = page.waitForEvent(
    'console',
    (m) => m.type() === 'warning' && m.text().includes('[dashboard]'),
  );
  await page.getByRole('link', { name: 'Text' }).first().click();
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('Saved all the same');
  await form.getByLabel('Body').fill('The fragment failed; the feed did not.');
  await form.getByRole('button', { name: 'Post', exact: true }).click();

  await expect(form).toHaveCount(0);
  await warned;
  // Nothing is shown to the person: the feed's own refetch brings the post.
  await expect(page.getByRole('article').first()).toContainText('Saved all the same');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
