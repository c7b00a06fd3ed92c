import { formKey, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { saveBlogSettings } from './support/blogs';
import { type Browser, expect, type Page, test } from './support/test';

/** A member signed in on a page of their own browser context (two people, two browsers). */
async function person(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  return { page, blog: member.blog };
}

test('ask → the blog answers from its inbox → the answer post shows on the blog', async ({ browser }) => {
  const asked = await person(browser, 'asked');
  const asker = await person(browser, 'asker');

  // The asker opens the blog and asks from its header.
  await asker.page.goto(`/${asked.blog}`);
  await asker.page.getByRole('link', { name: 'Ask me anything' }).click();
  await expect(asker.page).toHaveURL(`/${asked.blog}/ask`);
  const form = asker.page.getByRole('dialog', { name: 'Ask me anything' });
  await expect(form.getByText(`Asking as ${asker.blog}`)).toBeVisible();
  await form.getByRole('textbox', { name: 'Your question' }).fill('What do rooks eat in winter?');
  await form.getByRole('button', { name: 'Ask' }).click();
  await expect(form).toBeHidden();
  await expect(asker.page).toHaveURL(`/${asked.blog}`);
  await expect(asker.page.getByText(`Your question is on its way to ${asked.blog}.`)).toBeVisible();

  // The blog's owner finds it through the account menu's Inbox, with the count of what waits.
  await asked.page.goto('/dashboard');
  await asked.page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
  const inboxLink = asked.page.getByRole('dialog', { name: 'Account' }).getByRole('link', { name: /^Inbox/ });
  await expect(inboxLink).toHaveAccessibleName('Inbox 1 waiting');
  await inboxLink.click();
  await expect(asked.page).toHaveURL(`/blog/${asked.blog}/inbox`);
  await expect(asked.page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  const item = asked.page.getByRole('article', { name: `Question from ${asker.blog}` });
  await expect(item.getByText('What do rooks eat in winter?')).toBeVisible();
  expect(await seriousViolations(asked.page)).toEqual([]);

  const answerButton = item.getByRole('button', { name: 'Answer' });
  await expect(answerButton).toBeDisabled();
  await item.getByRole('textbox', { name: 'Your answer' }).fill('Seeds, worms and whatever the farmer left.');
  await answerButton.click();
  await expect(item).toBeHidden();
  await expect(asked.page.getByText('Your inbox is empty.')).toBeVisible();

  // The answer is a post of the blog, with the question and who asked.
  await asker.page.goto(`/${asked.blog}`);
  const post = asker.page.getByRole('article').filter({ hasText: 'What do rooks eat in winter?' });
  await expect(post.getByText(`${asker.blog} asked:`)).toBeVisible();
  await expect(post.getByText('Seeds, worms and whatever the farmer left.')).toBeVisible();
});

test('a submission waits in the inbox and goes out when published', async ({ browser }) => {
  const blog = await person(browser, 'takes');
  const submitter = await person(browser, 'sends');
  await saveBlogSettings(blog.page.request, blog.blog, { submissions: true });

  await submitter.page.goto(`/${blog.blog}`);
  await submitter.page.getByRole('link', { name: 'Submit a post' }).click();
  await expect(submitter.page.getByRole('heading', { name: `Submit a post to ${blog.blog}` })).toBeVisible();
  // The post rules answer in the form.
  await submitter.page.getByRole('button', { name: 'Submit' }).click();
  await expect(submitter.page.getByRole('alert')).toHaveText('Post body empty.');
  await submitter.page.getByRole('textbox', { name: 'Title' }).fill('A rookery at dawn');
  await submitter.page.getByRole('textbox', { name: 'Body' }).fill('Forty nests in one beech.');
  await submitter.page.getByRole('button', { name: 'Submit' }).click();
  await expect(submitter.page.getByText(`Thanks! Your post is in ${blog.blog}'s inbox`)).toBeVisible();

  // Nobody else sees it on the blog yet.
  await submitter.page.goto(`/${blog.blog}`);
  await expect(submitter.page.getByText('No posts yet.')).toBeVisible();

  await blog.page.goto(`/blog/${blog.blog}/inbox`);
  const item = blog.page.getByRole('article', { name: `Submission from ${submitter.blog}` });
  await expect(item.getByText('Awaiting approval')).toBeVisible();
  await item.getByRole('button', { name: 'Publish' }).click();
  await expect(item).toBeHidden();

  await submitter.page.goto(`/${blog.blog}`);
  const post = submitter.page.getByRole('article').filter({ hasText: 'A rookery at dawn' });
  await expect(post.getByText(`Submitted by ${submitter.blog}`)).toBeVisible();
});

test('a submission edited from the inbox goes out with its credit, and the composer returns to the inbox', async ({
  browser,
}) => {
  const blog = await person(browser, 'edits');
  const submitter = await person(browser, 'drafter');
  await saveBlogSettings(blog.page.request, blog.blog, { submissions: true });
  const sent = await submitter.page.request.post('/svc/post/submit', {
    headers: { 'X-Form-Key': await formKey(submitter.page.request) },
    data: { tumblelog: blog.blog, type: 'text', title: 'Rough draft', body: 'Needs a polish.' },
  });
  expect(sent.ok(), await sent.text()).toBe(true);

  await blog.page.goto(`/blog/${blog.blog}/inbox`);
  await blog.page
    .getByRole('article', { name: `Submission from ${submitter.blog}` })
    .getByRole('link', { name: 'Edit', exact: true })
    .click();
  const form = blog.page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Body').fill('Polished by the editor.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(blog.page).toHaveURL(new RegExp(`/blog/${blog.blog}/inbox$`));
  await expect(blog.page.getByText('Your inbox is empty.')).toBeVisible();

  await blog.page.goto(`/${blog.blog}`);
  const post = blog.page.getByRole('article').filter({ hasText: 'Rough draft' });
  await expect(post.getByText('Polished by the editor.')).toBeVisible();
  await expect(post.getByText(`Submitted by ${submitter.blog}`)).toBeVisible();
});
