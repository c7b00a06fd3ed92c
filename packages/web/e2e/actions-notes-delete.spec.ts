import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { type Browser, expect, type Page, test } from './support/test';

async function person(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  return { page, blog: member.blog };
}

const cardOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

test('delete from the card asks first; Cancel keeps the post, Delete removes it', async ({ page }) => {
  const member = await signUpViaApi(page, 'tidy');
  await createTextPost(page.request, 'Short-lived', 'Not for long.');
  await page.goto('/dashboard');
  const card = cardOf(page, 'Short-lived');
  const confirm = page.getByRole('alertdialog');

  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('dialog', { name: 'More actions' }).getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toHaveAccessibleName('Are you sure you want to delete this?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('dialog', { name: 'More actions' }).getByRole('button', { name: 'Delete' }).click();
  const deleted = page.waitForResponse((r) => r.url().endsWith('/svc/post/delete'));
  await confirm.getByRole('button', { name: 'Delete' }).click();
  expect((await deleted).ok()).toBe(true);
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Post deleted.')).toBeVisible();
  await page.goto(`/${member.blog}`);
  await expect(page.getByRole('article').filter({ hasText: 'Short-lived' })).toHaveCount(0);
});

test('reply from the card: the notes open, the reply leads them, and the post is followed', async ({
  browser,
}) => {
  const author = await person(browser, 'chatty');
  const reader = await person(browser, 'replier');
  await createTextPost(author.page.request, 'Talk to me', 'Replies welcome.');
  await followBlog(reader.page.request, author.blog);

  await reader.page.goto('/dashboard');
  const card = cardOf(reader.page, 'Talk to me');
  await card.getByRole('button', { name: 'Reply' }).click();
  const notes = card.getByRole('region', { name: 'Notes' });
  const field = notes.getByRole('textbox', { name: 'Your reply' });
  await expect(field).toBeFocused();
  await expect(notes.getByRole('button', { name: 'Follow replies' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await field.fill('What a thought.');
  await field.press('Enter');
  const list = notes.getByRole('list', { name: 'Notes of this post' });
  await expect(list.getByRole('listitem').first()).toContainText(`${reader.blog} replied`);
  await expect(list).toContainText('What a thought.');
  await expect(field).toHaveValue('');
  await expect(notes.getByRole('button', { name: 'Follow replies' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: '1 note' })).toBeVisible();
  expect(await seriousViolations(reader.page)).toEqual([]);

  // The author opens the notes from the count and unfollows nothing: their own post tells them anyway.
  await author.page.goto(`/${author.blog}`);
  const own = cardOf(author.page, 'Talk to me');
  await own.getByRole('button', { name: '1 note' }).click();
  const ownNotes = own.getByRole('region', { name: 'Notes' });
  await expect(ownNotes.getByRole('heading')).toContainText('1 note');
  await expect(ownNotes.getByRole('list', { name: 'Notes of this post' })).toContainText('What a thought.');
  await ownNotes.getByRole('button', { name: 'Close notes' }).click();
  await expect(ownNotes).toHaveCount(0);
});
