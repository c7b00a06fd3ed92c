import { formKey, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { type Browser, expect, type Page, test } from './support/test';

/** A member signed in on a page of their own browser context (two people, two browsers). */
async function person(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  return { page, blog: member.blog };
}

const cardOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('like and unlike from the dashboard card: the heart and the notes count change, and stay', async ({
  browser,
}) => {
  const author = await person(browser, 'liked');
  const reader = await person(browser, 'liker');
  await createTextPost(author.page.request, 'Likeable', 'Words worth a heart.');
  await followBlog(reader.page.request, author.blog);

  await reader.page.goto('/dashboard');
  const card = cardOf(reader.page, 'Likeable');
  const like = card.getByRole('button', { name: 'Like', exact: true });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: /notes?$/ })).toHaveCount(0);

  const liked = reader.page.waitForResponse((r) => r.url().endsWith('/svc/like'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: '1 note' })).toBeVisible();
  const sent = (await liked).request().postDataJSON() as Record<string, unknown>;
  expect(sent).toMatchObject({ tumblelog_name: author.blog, source: 'dashboard', method: 'click' });
  expect((await liked).ok()).toBe(true);
  expect(await seriousViolations(reader.page)).toEqual([]);

  // The author sees the note on their own blog; the reader finds the post on /likes.
  await author.page.goto(`/${author.blog}`);
  await expect(cardOf(author.page, 'Likeable').getByRole('button', { name: '1 note' })).toBeVisible();
  await reader.page.goto('/likes');
  await expect(cardOf(reader.page, 'Likeable')).toBeVisible();

  await reader.page.goto('/dashboard');
  const unliked = reader.page.waitForResponse((r) => r.url().endsWith('/svc/unlike'));
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: '1 note' })).toHaveCount(0);
  expect((await unliked).ok()).toBe(true);
  await reader.page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(card.getByRole('button', { name: /notes?$/ })).toHaveCount(0);
});

test('a failed like is put back: 500 alerts the technical trouble, 403 says nothing', async ({ page }) => {
  await signUpViaApi(page, 'unlucky-liker');
  await createTextPost(page.request, 'Fragile', 'Handle with care.');
  await page.goto('/dashboard');
  const like = cardOf(page, 'Fragile').getByRole('button', { name: 'Like', exact: true });
  const events: unknown[] = [];
  await page.exposeFunction('recordPostAction', (detail: unknown) => events.push(detail));
  await page.evaluate(() =>
    window.addEventListener('rookery:post-action', (e) =>
      (window as unknown as { recordPostAction: (d: unknown) => void }).recordPostAction(
        (e as CustomEvent).detail,
      ),
    ),
  );

  const fail = (status: number) => (route: import('@playwright/test').Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify({
        meta: { status, msg: 'Error' },
        response: null,
        errors: [{ title: 'Error', detail: 'No.' }],
      }),
    });
  await page.route('**/svc/like', fail(500));
  await like.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText(
    'Sorry, we seem to be having technical trouble.  Please try again later.',
  );
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await alert.getByRole('button', { name: 'OK' }).click();
  await expect
    .poll(() => events)
    .toContainEqual(expect.objectContaining({ action: 'like', outcome: 'failure', status: 500 }));

  await page.unroute('**/svc/like');
  await page.route('**/svc/like', fail(403));
  await like.click();
  await expect
    .poll(() => events)
    .toContainEqual(expect.objectContaining({ action: 'like', outcome: 'forbidden', status: 403 }));
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('reblog with a comment through the composer; a follower sees it with its trail', async ({ browser }) => {
  const author = await person(browser, 'origin');
  const reblogger = await person(browser, 'echo');
  const follower = await person(browser, 'listener');
  await createTextPost(author.page.request, 'The first word', 'Said by the author.');
  await followBlog(reblogger.page.request, author.blog);
  await followBlog(follower.page.request, reblogger.blog);

  await reblogger.page.goto('/dashboard');
  await cardOf(reblogger.page, 'The first word').getByRole('button', { name: 'Reblog options' }).click();
  const menu = reblogger.page.getByRole('dialog', { name: 'Reblog options' });
  await menu.getByRole('link', { name: 'Reblog with a comment' }).click();
  const form = reblogger.page.getByRole('dialog', { name: 'Reblog post' });
  await form.getByLabel('Your comment').fill('And the second, by the reblogger.');
  await form.getByRole('button', { name: 'Reblog', exact: true }).click();
  await expect(form).toHaveCount(0);

  await follower.page.goto('/dashboard');
  const reblog = follower.page.getByRole('article').filter({ hasText: 'And the second, by the reblogger.' });
  await expect(reblog).toContainText(`reblogged from ${author.blog}`);
  const trail = reblog.getByRole('list', { name: 'Reblog trail' });
  await expect(trail).toContainText(author.blog);
  await expect(trail).toContainText('Said by the author.');
  await expect(trail).toContainText(reblogger.blog);
  await expect(reblog.getByRole('heading', { name: 'The first word' })).toBeVisible();
});

test('fast reblog and add to queue from the card’s menu, as a chosen blog, with their toasts', async ({
  browser,
}) => {
  const author = await person(browser, 'source');
  const reblogger = await person(browser, 'quick');
  const second = `${reblogger.blog}-two`;
  const created = await reblogger.page.request.post('/svc/blog/create', {
    headers: { 'X-Form-Key': await formKey(reblogger.page.request) },
    data: { name: second },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await createTextPost(author.page.request, 'Quick one', 'Pass it on.');
  await followBlog(reblogger.page.request, author.blog);

  const page = reblogger.page;
  await page.goto('/dashboard');
  const card = cardOf(page, 'Quick one');
  await card.getByRole('button', { name: 'Reblog options' }).click();
  const menu = page.getByRole('dialog', { name: 'Reblog options' });
  const choice = menu.getByRole('group', { name: 'Reblog as' });
  await expect(choice.getByRole('radio', { name: reblogger.blog, exact: true })).toBeChecked();
  await menu.getByRole('button', { name: 'Fast reblog' }).click();
  await expect(page.getByText(`Reblogged to ${reblogger.blog}.`)).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(card.getByRole('button', { name: '1 note' })).toBeVisible();

  await card.getByRole('button', { name: 'Reblog options' }).click();
  await menu.getByRole('group', { name: 'Reblog as' }).getByRole('radio', { name: second }).check();
  await menu.getByRole('button', { name: 'Add to queue' }).click();
  await expect(page.getByText(`Added to ${second}'s queue.`)).toBeVisible();

  await page.goto(`/blog/${second}/queue`);
  await expect(page.getByRole('article').filter({ hasText: 'Quick one' })).toBeVisible();
  await page.goto(`/${reblogger.blog}`);
  await expect(page.getByRole('article').filter({ hasText: 'Quick one' })).toContainText(
    `reblogged from ${author.blog}`,
  );
});
