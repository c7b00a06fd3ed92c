import { signUpViaApi } from './support/accounts';
import { saveTextPost } from './support/posts';
import { expect, test } from './support/test';

test('an edit opened from the drafts page returns there when the form closes', async ({ page }) => {
  const member = await signUpViaApi(page, 'ctxdrafts');
  await saveTextPost(page.request, 'Half a thought', 'draft');
  await page.goto(`/blog/${member.blog}/drafts`);
  await page.getByRole('article').getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await expect(form.getByLabel('Body')).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts$`));
});

test('saving a post opened from the queue page reloads the queue', async ({ page }) => {
  const member = await signUpViaApi(page, 'ctxqueue');
  await saveTextPost(page.request, 'Waiting its turn', 'queued');
  await page.goto(`/blog/${member.blog}/queue`);
  // A full reload clears what this page set on window; a client-side return would keep it.
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('article').getByRole('link', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Body').fill('Waiting, edited.');
  // The form's main button names the post's state: a queued post stays queued.
  await form.getByRole('button', { name: 'Queue', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/queue$`));
  await expect(page.getByRole('article')).toContainText('Waiting, edited.');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test('the header Compose on the drafts page opens {baseRoute}/new/text and saves with context_page=drafts', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'ctxcompose');
  await page.goto(`/blog/${member.blog}/drafts`);
  const compose = page.getByRole('banner').getByRole('button', { name: 'Compose' });
  await compose.click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts/new/text$`));
  // The drafts page stays under the form (hidden from assistive technology while the form is open).
  await expect(page.locator('h1', { hasText: 'Drafts' })).toBeAttached();

  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('Composed on drafts');
  await form.getByRole('button', { name: 'Publishing options' }).click();
  await form.getByRole('menuitemradio', { name: 'Save as draft' }).click();
  const save = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/post/update');
  await form.getByRole('button', { name: 'Save draft', exact: true }).click();
  expect(new URLSearchParams((await save).postData() ?? '').get('context_page')).toBe('drafts');

  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts$`));
  await expect(page.getByRole('article')).toContainText('Composed on drafts');
  await expect(compose).toBeFocused();
});

test('a typed /blog/{name}/drafts/new/quote opens the quote form over drafts, and closes back to drafts', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'ctxtyped');
  await saveTextPost(page.request, 'Already a draft', 'draft');
  await page.goto(`/blog/${member.blog}/drafts/new/quote`);
  const form = page.getByRole('dialog', { name: 'New post' });
  await expect(form.getByRole('tab', { name: 'Quote', selected: true })).toBeVisible();
  await expect(page.locator('article', { hasText: 'Already a draft' })).toBeAttached();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/drafts$`));
  await expect(page.getByRole('article')).toContainText('Already a draft');
});

test('a new post saved on /blog/{name}/queue/new/text reloads the queue page', async ({ page }) => {
  const member = await signUpViaApi(page, 'ctxqueuenew');
  await page.goto(`/blog/${member.blog}/queue`);
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/queue/new/text$`));
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('Next in line');
  await form.getByRole('button', { name: 'Publishing options' }).click();
  await form.getByRole('menuitemradio', { name: 'Add to queue' }).click();
  const save = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/post/update');
  await form.getByRole('button', { name: 'Queue', exact: true }).click();
  expect(new URLSearchParams((await save).postData() ?? '').get('context_page')).toBe('queue');

  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/queue$`));
  await expect(page.getByRole('article')).toContainText('Next in line');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});

test('§2 the short base route /drafts: Compose opens /drafts/new/quote over it and closes back to /drafts', async ({
  page,
}) => {
  await signUpViaApi(page, 'ctxshort');
  await saveTextPost(page.request, 'Kept for later', 'draft');
  await page.goto('/drafts');
  await expect(page.locator('article', { hasText: 'Kept for later' })).toBeVisible();
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Quote' }).click();
  await expect(page).toHaveURL(/\/drafts\/new\/quote$/);
  const form = page.getByRole('dialog', { name: 'New post' });
  await expect(form.getByRole('tab', { name: 'Quote', selected: true })).toBeVisible();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/drafts$/);
});

test('§2 a typed /drafts/new/quote opens the quote form over the acting blog’s drafts', async ({ page }) => {
  await signUpViaApi(page, 'ctxshorttyped');
  await saveTextPost(page.request, 'Still a draft', 'draft');
  await page.goto('/drafts/new/quote');
  const form = page.getByRole('dialog', { name: 'New post' });
  await expect(form.getByRole('tab', { name: 'Quote', selected: true })).toBeVisible();
  await expect(page.locator('article', { hasText: 'Still a draft' })).toBeAttached();
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(/\/drafts$/);
});

test('§2 saving on the queue context page /queue forces a full reload to /queue', async ({ page }) => {
  await signUpViaApi(page, 'ctxqueueshort');
  await saveTextPost(page.request, 'First in line', 'queued');
  await page.goto('/queue');
  await expect(page.locator('article', { hasText: 'First in line' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { beforeReload: true }));
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page).toHaveURL(/\/queue\/new\/text$/);
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Title').fill('Second in line');
  await form.getByRole('button', { name: 'Publishing options' }).click();
  await form.getByRole('menuitemradio', { name: 'Add to queue' }).click();
  const save = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/post/update');
  await form.getByRole('button', { name: 'Queue', exact: true }).click();
  expect(new URLSearchParams((await save).postData() ?? '').get('context_page')).toBe('queue');

  await expect(page).toHaveURL(/\/queue$/);
  await expect(page.getByRole('article').nth(1)).toContainText('Second in line');
  expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
});
