import { signUpViaApi } from './support/accounts';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test('a member edits a post from their blog, and the form gives the address back to the blog', async ({
  page,
}) => {
  const member = await signUpViaApi(page, 'edit');
  const { id } = await createTextPost(page.request, 'First draft of a thought', 'Typo here.');
  await page.goto(`/${member.blog}`);
  await page.getByRole('article').getByRole('link', { name: 'Edit', exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await expect(form.getByRole('tablist')).toHaveCount(0);
  await expect(form.getByLabel('Title')).toHaveText('First draft of a thought');
  await form.getByLabel('Body').fill('No typo here.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByText('Your post was updated.')).toBeVisible();
  // Closing replaced the form's entry with the blog it was opened from, which shows the edit.
  await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
  await expect(page.getByRole('article')).toContainText('No typo here.');
  // Back goes to where the reader was before the blog, not to the form.
  await page.goBack();
  await expect(page).not.toHaveURL(/\/edit\//);
});

test('a member schedules a post, which waits in the queue for its time', async ({ page }) => {
  const member = await signUpViaApi(page, 'schedule');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByLabel('Body').fill('See you tomorrow.');
  await form.getByRole('button', { name: 'Publishing options' }).click();
  await form.getByRole('menuitemradio', { name: 'Schedule' }).click();

  const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
  const date = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
  await form.getByLabel('Date').fill(date);
  await form.getByLabel('Time').fill('09:30');
  await form.getByRole('button', { name: 'Schedule', exact: true }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByText(`Scheduled to post on ${member.blog}.`)).toBeVisible();
  await page.getByRole('link', { name: 'View scheduled posts' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${member.blog}/queue$`));
  const queued = page.getByRole('region', { name: 'Scheduled' }).getByRole('article');
  await expect(queued).toContainText('See you tomorrow.');
  await expect(queued).toContainText(/Scheduled for .*9:30/);

  // Readers don't see it yet.
  await page.goto(`/${member.blog}`);
  await expect(page.getByRole('article')).toHaveCount(0);
});

test("a member reblogs another blog's post with a comment", async ({ page, browser }) => {
  const author = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const authorPage = await author.newPage();
  const original = await signUpViaApi(authorPage, 'author');
  await createTextPost(authorPage.request, 'Worth sharing', 'The original words.');
  await author.close();

  const member = await signUpViaApi(page, 'reblogger');
  await page.goto(`/${original.blog}`);
  await page.getByRole('article').getByRole('link', { name: 'Reblog', exact: true }).click();

  await expect(page).toHaveURL(/\/reblog\/\d+\/[^/]+$/);
  const form = page.getByRole('dialog', { name: 'Reblog post' });
  const reblogged = form.getByRole('region', { name: 'Reblogged post' });
  await expect(reblogged.getByRole('heading', { name: 'Worth sharing' })).toBeVisible();
  await expect(reblogged.getByRole('list', { name: 'Reblog trail' })).toContainText(original.blog);
  await expect(reblogged.getByRole('list', { name: 'Reblog trail' })).toContainText('The original words.');
  // The reblogged words are read-only: the only place to write is the comment.
  await expect(form.getByLabel('Title')).toHaveCount(0);
  await form.getByLabel('Your comment').fill('So true.');
  await form.getByRole('button', { name: 'Reblog', exact: true }).click();

  await expect(form).toHaveCount(0);
  await expect(page.getByText(`Posted to ${member.blog}.`)).toBeVisible();
  await page.goto(`/${member.blog}`);
  const reblog = page.getByRole('article');
  await expect(reblog).toContainText(`reblogged from ${original.blog}`);
  await expect(reblog.getByRole('heading', { name: 'Worth sharing' })).toBeVisible();
  await expect(reblog).toContainText('The original words.');
  await expect(reblog).toContainText('So true.');
});
