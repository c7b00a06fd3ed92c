import { formKey, signUpViaApi } from './support/accounts';
import { accessToken, requestToken, signedJsonPost } from './support/oauth1';
import { E2E_BASE_URL } from './support/server';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

const SITE = 'https://sketch.example';
const CALLBACK = `${SITE}/callback`;

/** The app's own site, where the approval sends the browser back: answered here, never fetched. */
async function answerAsAppSite(page: Page) {
  await page.route(`${SITE}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><html lang="en"><head><title>Sketch poster</title></head><body><main><h1>Back at Sketch poster</h1></main></body></html>',
    }),
  );
}

/** Registers an app over the API, as the page's form does. */
async function registerViaApi(page: Page, name = 'Sketch poster') {
  const answer = await page.request.post('/svc/api/apps', {
    headers: { 'X-Form-Key': await formKey(page.request) },
    data: { name, website: SITE, description: 'Posts my sketches to my blog.', callback_url: CALLBACK },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { response: { app: { consumer_key: string; consumer_secret: string } } })
    .response.app;
}

test('a developer registers an app, sees its key and secret, resets the secret and deletes the app', async ({
  page,
}) => {
  await signUpViaApi(page, 'developer');
  await page.goto('/settings/apps');
  await expect(page.getByText('No application has access to your account.')).toBeVisible();
  await page.getByRole('button', { name: 'Register an application' }).click();
  const form = page.getByRole('form', { name: 'Register an application' });
  await form.getByLabel('Application name').fill('Sketch poster');
  await form.getByLabel('Callback URL').fill('not an address');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(
    form.getByText('Use a web address starting with http:// or https://', { exact: false }),
  ).toBeVisible();
  await form.getByLabel('Website').fill(SITE);
  await form.getByLabel('Description').fill('Posts my sketches to my blog.');
  await form.getByLabel('Callback URL').fill(CALLBACK);
  await form.getByRole('button', { name: 'Register' }).click();

  const app = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Sketch poster' }) });
  await expect(app).toContainText('OAuth consumer key');
  const secret = app.getByRole('definition').nth(1);
  const before = await secret.textContent();
  expect(before).toMatch(/^[\w-]{48}$/);
  await shot(page, 'settings-apps-1280');

  await app.getByRole('button', { name: 'Reset secret of Sketch poster' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reset secret' }).click();
  await expect(secret).not.toHaveText(before ?? '');
  await expect(secret).toHaveText(/^[\w-]{48}$/);

  await app.getByRole('button', { name: 'Delete Sketch poster' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(app).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register an application' })).toBeVisible();
});

test('the approval page: allowing sends the verifier back, the app is listed, access is revoked', async ({
  page,
}) => {
  await signUpViaApi(page, 'approver');
  const app = await registerViaApi(page);
  const temporary = await requestToken(page.request, E2E_BASE_URL, app, CALLBACK);
  await answerAsAppSite(page);

  await page.goto(`/oauth/authorize?oauth_token=${encodeURIComponent(temporary.token)}`);
  await expect(page.getByRole('heading', { name: 'Allow Sketch poster to use your account?' })).toBeVisible();
  await expect(page.getByRole('link', { name: SITE })).toBeVisible();
  await expect(page.getByText('Posts my sketches to my blog.')).toBeVisible();
  await expect(page.getByText('Post, reblog, like and follow as you')).toBeVisible();
  await shot(page, 'approval-1280');
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page).toHaveURL(/^https:\/\/sketch\.example\/callback\?oauth_token=.+&oauth_verifier=.+/);
  await expect(page.getByRole('heading', { name: 'Back at Sketch poster' })).toBeVisible();
  // The app's server exchanges the verifier for its access token.
  const verifier = new URL(page.url()).searchParams.get('oauth_verifier') ?? '';
  expect((await accessToken(page.request, E2E_BASE_URL, app, temporary, verifier)).token).not.toBe('');

  await page.goto('/settings/apps');
  const grant = page.getByRole('listitem').filter({ hasText: 'Can read and write' });
  await expect(grant).toContainText('Sketch poster');
  await expect(grant).toContainText('Not used yet');
  await grant.getByRole('button', { name: 'Revoke access for Sketch poster' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
  await expect(page.getByText('No application has access to your account.')).toBeVisible();
});

test('an app posts as the person who allowed it (NPF), and the post is on their blog in the web client', async ({
  page,
}) => {
  const { blog } = await signUpViaApi(page, 'apposter');
  const app = await registerViaApi(page);
  const temporary = await requestToken(page.request, E2E_BASE_URL, app, CALLBACK);
  await answerAsAppSite(page);
  await page.goto(`/oauth/authorize?oauth_token=${encodeURIComponent(temporary.token)}`);
  await page.getByRole('button', { name: 'Allow' }).click();
  await expect(page.getByRole('heading', { name: 'Back at Sketch poster' })).toBeVisible();
  const verifier = new URL(page.url()).searchParams.get('oauth_verifier') ?? '';
  const token = await accessToken(page.request, E2E_BASE_URL, app, temporary, verifier);

  // The app's server posts through Tumblr's API, as tumblr.js's createPost sends it.
  const posted = await signedJsonPost(page.request, `${E2E_BASE_URL}/v2/blog/${blog}/posts`, app, token, {
    content: [
      { type: 'text', text: 'Sketched on the train', subtype: 'heading1' },
      {
        type: 'text',
        text: 'Three rooks on a wire, drawn in pencil.',
        formatting: [{ start: 6, end: 11, type: 'bold' }],
      },
    ],
    tags: 'sketches,rooks',
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const id = ((await posted.json()) as { response: { id: string } }).response.id;

  // The web client shows it as any post of the blog: its title, its words, the bold, its tags.
  await page.goto(`/${blog}`);
  const post = page.getByRole('article').filter({ hasText: 'Sketched on the train' });
  await expect(post.getByRole('heading', { name: 'Sketched on the train' })).toBeVisible();
  await expect(post.locator('strong, b').filter({ hasText: 'rooks' })).toBeVisible();
  await expect(post.getByRole('link', { name: '#sketches' })).toBeVisible();
  await expect(post.getByRole('link', { name: '#rooks' })).toBeVisible();
  await page.goto(`/${blog}/post/${id}`);
  await expect(page.getByRole('article')).toContainText('Three rooks on a wire, drawn in pencil.');
  // The grant says the app was used.
  await page.goto('/settings/apps');
  await expect(page.getByRole('listitem').filter({ hasText: 'Can read and write' })).not.toContainText(
    'Not used yet',
  );
});

test('the approval page: denying sends the refusal back, with no code', async ({ page }) => {
  await signUpViaApi(page, 'denier');
  const app = await registerViaApi(page, 'Nosy app');
  await answerAsAppSite(page);
  await page.goto(`/oauth2/authorize?client_id=${app.consumer_key}&response_type=code&scope=basic&state=s42`);
  await expect(page.getByRole('heading', { name: 'Allow Nosy app to use your account?' })).toBeVisible();
  await expect(page.getByText('Post, reblog, like and follow as you')).toHaveCount(0);
  await page.getByRole('button', { name: 'Deny' }).click();
  await expect(page).toHaveURL(`${CALLBACK}?error=access_denied&state=s42`);
});

test('a request that is not valid any more says so, and sends nowhere', async ({ page }) => {
  await signUpViaApi(page, 'stale');
  await page.goto('/oauth/authorize?oauth_token=nothing-like-it');
  await expect(page.getByRole('heading', { name: "This request can't be used" })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('not valid any more');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the settings and the approval page fit', async ({ page }) => {
    await signUpViaApi(page, 'phone');
    const app = await registerViaApi(page, 'Sketch poster');
    await page.goto('/settings/apps');
    await expect(page.getByRole('heading', { name: 'Sketch poster' })).toBeVisible();
    await shot(page, 'settings-apps-390');
    const { token } = await requestToken(page.request, E2E_BASE_URL, app, CALLBACK);
    await page.goto(`/oauth/authorize?oauth_token=${encodeURIComponent(token)}`);
    await expect(page.getByRole('button', { name: 'Allow' })).toBeVisible();
    await shot(page, 'approval-390');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});
