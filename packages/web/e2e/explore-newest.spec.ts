import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveTextPost } from './support/posts';
import { expect, test } from './support/test';

test('explore lists a new public post under Newest, and never a draft, for visitors too', async ({
  page,
  browser,
}) => {
  const member = await signUpViaApi(page, 'explorer');
  const published = `Public ${member.blog}`;
  const draft = `Draft ${member.blog}`;
  await saveTextPost(page.request, draft, 'draft');
  await saveTextPost(page.request, published, 'published');

  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 2, name: 'Trending', exact: true })).toBeVisible();
  const newest = page.getByRole('feed', { name: 'Newest posts' });
  await expect(newest.getByText(published)).toBeVisible();
  await expect(page.getByText(draft)).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor (no session) sees the same list under the logged-out header.
  const visitor = await browser.newPage();
  await visitor.goto(new URL('/explore', page.url()).href);
  await expect(visitor.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(visitor.getByRole('feed', { name: 'Newest posts' }).getByText(published)).toBeVisible();
  await expect(visitor.getByText(draft)).toHaveCount(0);
  await visitor.close();
});
