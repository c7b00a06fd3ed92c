import { BLOCK_SENDER_CONFIRMATION, blockBlogConfirmation } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { hoverForCard } from './support/blog-card';
import { followBlog, saveBlogSettings } from './support/blogs';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { grantModerator } from './support/moderation';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, expectAccessible, type Page, test } from './support/test';

/**
 * Reports (issue 19): a post from its menu, a message from the conversation's actions, a blog from
 * its blog card, an anonymous ask from the inbox.
 */

const reportDialog = (page: Page, what: string) => page.getByRole('dialog', { name: `Report ${what}` });

test('report a post and block its blog in one step: the post leaves the dashboard', async ({ browser }) => {
  const pest = await verifiedPerson(browser, 'pest');
  const reader = await verifiedPerson(browser, 'reporter');
  await followBlog(reader.page.request, pest.blog);
  await saveTextPost(pest.page.request, 'Buy followers cheap', 'published');

  await reader.page.goto('/dashboard');
  const post = reader.page.getByRole('article').filter({ hasText: 'Buy followers cheap' });
  await post.getByRole('button', { name: 'More actions' }).click();
  await reader.page.getByRole('button', { name: 'Report' }).click();
  const dialog = reportDialog(reader.page, 'this post');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: 'Spam' })).toBeFocused();
  // 'Something else' needs a note.
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  await expect(dialog.getByText('Tell us what is wrong in a few words.')).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox', { name: /Tell us more/ }).fill('Selling followers');
  await dialog.getByRole('checkbox', { name: `Block ${pest.blog} too` }).check();
  await expect(
    dialog.getByText(/Block messages from this sender\? Further messages from their IP address/),
  ).toBeVisible();
  await shot(reader.page, 'report-post-1280');
  await expectAccessible(reader.page, 'the report dialog');
  await reader.page.setViewportSize({ width: 390, height: 844 });
  await shot(reader.page, 'report-post-390');
  await reader.page.setViewportSize({ width: 1280, height: 900 });

  const sent = reader.page.waitForResponse((r) => r.url().endsWith('/svc/report'));
  await dialog.getByRole('button', { name: 'Report and block' }).click();
  expect((await sent).status()).toBe(200);
  await expect(dialog.getByRole('status')).toHaveText(
    `Thanks. A moderator will look at your report. ${pest.blog} is blocked.`,
  );
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(post).toHaveCount(0);
});

test('report a message from the conversation’s actions', async ({ browser }) => {
  const writer = await verifiedPerson(browser, 'writer');
  const reader = await verifiedPerson(browser, 'receiver');
  // A new account starts conversations only with blogs that follow it (messaging's rules).
  await followBlog(writer.page.request, reader.blog);
  await followBlog(reader.page.request, writer.blog);
  await writer.page.goto(`/conversation/new/${reader.blog}`);
  const writerWindow = conversationWindow(writer.page, reader.blog);
  const box = writerWindow.getByRole('textbox', { name: `Message to ${reader.blog}` });
  await box.fill('Click my suspicious link');
  await box.press('Enter');
  await expect(writerWindow.getByRole('log').getByText('Click my suspicious link')).toBeVisible();

  await reader.page.goto('/dashboard');
  await reader.page.getByRole('button', { name: /^Inbox/ }).click();
  await reader.page.getByRole('button', { name: new RegExp(`^${writer.blog}`) }).click();
  const window = conversationWindow(reader.page, writer.blog);
  await expect(window.getByRole('log').getByText('Click my suspicious link')).toBeVisible();
  await window.getByRole('button', { name: `Conversation actions for ${writer.blog}` }).click();
  await window.getByRole('menuitem', { name: `Report ${writer.blog}` }).click();
  const dialog = reportDialog(reader.page, 'this message');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  const sent = reader.page.waitForResponse((r) => r.url().endsWith('/svc/report'));
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    target_type: 'message',
    reason: 'harassment',
    block: false,
  });
  await expect(dialog.getByRole('status')).toHaveText('Thanks. A moderator will look at your report.');
  await shot(reader.page, 'report-message-done-1280');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(window).toBeVisible();
});

test('report an anonymous ask from the inbox and block its sender, told of the IP address', async ({
  page,
}) => {
  const owner = await signUpViaApi(page, 'askedblog');
  await saveBlogSettings(page.request, owner.blog, { anonymous_asks: true });
  const asker = await memberElsewhere('anonasker');
  const asked = await asker.request.post('/svc/post/ask', {
    headers: { 'X-Form-Key': await formKey(asker.request) },
    data: { recipient: owner.blog, question: 'Nasty words, anonymously', anonymous: true },
  });
  expect(asked.ok(), await asked.text()).toBe(true);

  await page.goto(`/blog/${owner.blog}/inbox`);
  const item = page.getByRole('article', { name: 'Question from Anonymous' });
  await item.getByRole('button', { name: 'Report' }).click();
  const dialog = reportDialog(page, 'this ask');
  await dialog.getByRole('radio', { name: 'Harassment or bullying' }).check();
  await dialog.getByRole('checkbox', { name: 'Block this sender too' }).check();
  await expect(dialog.getByText(BLOCK_SENDER_CONFIRMATION)).toBeVisible();
  await shot(page, 'report-ask-1280');
  await dialog.getByRole('button', { name: 'Report and block' }).click();
  // The anonymous asker stays anonymous: the thanks names nobody.
  await expect(dialog.getByRole('status')).toHaveText('Thanks. A moderator will look at your report.');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const again = await asker.request.post('/svc/post/ask', {
    headers: { 'X-Form-Key': await formKey(asker.request) },
    data: { recipient: owner.blog, question: 'And again', anonymous: true },
  });
  expect(again.status()).toBe(403);
  // The sender's address is blocked too (spec document 1 §8): a new account from it fares no better.
  const newName = await memberElsewhere('anonagain');
  const renamed = await newName.request.post('/svc/post/ask', {
    headers: { 'X-Form-Key': await formKey(newName.request) },
    data: { recipient: owner.blog, question: 'Me again, new name', anonymous: true },
  });
  expect(renamed.status()).toBe(403);
  await asker.request.dispose();
  await newName.request.dispose();
});

test('report a blog from its blog card; the moderators’ queue shows it', async ({ browser }) => {
  const spammer = await verifiedPerson(browser, 'cardspam');
  const reader = await verifiedPerson(browser, 'cardreader');
  await followBlog(reader.page.request, spammer.blog);
  await saveTextPost(spammer.page.request, 'Visit my shop for deals', 'published');

  await reader.page.goto('/dashboard');
  const post = reader.page.getByRole('article').filter({ hasText: 'Visit my shop for deals' });
  const card = reader.page.getByRole('dialog', { name: `${spammer.blog}'s blog card` });
  await hoverForCard(reader.page, post.getByRole('link', { name: spammer.blog, exact: true }), card);
  await card.getByRole('button', { name: `More about ${spammer.blog}` }).click();
  await card.getByRole('button', { name: 'Report' }).click();
  const dialog = reportDialog(reader.page, 'this blog');
  await expect(dialog).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByRole('textbox', { name: /Tell us more/ }).fill('Every post is an advert');
  // For a blog, the one-step block is the blog block, and says so (spec document 1 §8).
  await dialog.getByRole('checkbox', { name: `Block ${spammer.blog} too` }).check();
  await expect(dialog.getByText(blockBlogConfirmation(spammer.blog, reader.blog))).toBeVisible();
  await dialog.getByRole('checkbox', { name: `Block ${spammer.blog} too` }).uncheck();
  await shot(reader.page, 'report-blog-1280');
  const sent = reader.page.waitForResponse((r) => r.url().endsWith('/svc/report'));
  await dialog.getByRole('button', { name: 'Report', exact: true }).click();
  const answer = await sent;
  expect(answer.status()).toBe(200);
  expect(answer.request().postDataJSON()).toMatchObject({
    target_type: 'blog',
    target_id: spammer.blog,
    reason: 'spam',
    note: 'Every post is an advert',
    block: false,
  });
  await expect(dialog.getByRole('status')).toHaveText('Thanks. A moderator will look at your report.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toHaveCount(0);
  // Not blocked: the post is still there.
  await expect(post).toBeVisible();

  const modPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const moderator = await signUpViaApi(modPage, 'cardmod');
  grantModerator(moderator.email);
  await modPage.goto('/admin');
  const queued = modPage
    .getByRole('list', { name: 'Report queue' })
    .getByRole('listitem')
    .filter({ hasText: 'Every post is an advert' });
  await expect(queued).toBeVisible();
  await expect(queued).toContainText(spammer.blog);
  await expect(queued).toContainText(`reported by ${reader.blog}`);
});
