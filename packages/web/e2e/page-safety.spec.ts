import { followBlog } from './support/blogs';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

/** Records every content security policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

test('no page breaks our own content security policy', async ({ browser }) => {
  const person = await verifiedPerson(browser, 'policy');
  const { page } = person;
  const violations = await watchPolicy(page);
  await createTextPost(page.request, 'A post to open', 'Its body.');
  for (const path of ['/dashboard', `/${person.blog}`, '/explore', '/likes', '/inbox', '/settings/account']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect(await violations(), path).toEqual([]);
  }
  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
  await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
  await expect(page.getByRole('dialog', { name: 'New post' })).toBeVisible();
  expect(await violations(), 'the composer').toEqual([]);
});

test('logging out forgets the messaging windows kept in the browser', async ({ browser }) => {
  const writer = await verifiedPerson(browser, 'leaver');
  const reader = await verifiedPerson(browser, 'stayer');
  await followBlog(writer.page.request, reader.blog);
  await followBlog(reader.page.request, writer.blog);
  const { page } = writer;
  await page.goto(`/conversation/new/${reader.blog}`);
  await expect(conversationWindow(page, reader.blog)).toBeVisible();
  const kept = () =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('messaging:')));
  await expect.poll(kept).not.toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await kept()).toEqual([]);
  await page.goBack();
  await expect(conversationWindow(page, reader.blog)).toHaveCount(0);
});
