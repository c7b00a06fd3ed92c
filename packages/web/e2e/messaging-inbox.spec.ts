import { seriousViolations } from './support/axe';
import { hoverForCard } from './support/blog-card';
import { followBlog } from './support/blogs';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

/**
 * The header's inbox and sharing a post by message (spec document 3 §2, §4, §5; document 2 §4): the
 * empty inbox, finding a recipient, opening conversations from the inbox, a link and a shared post.
 */

test('the inbox: suggestions when empty, a recipient found by search, then the conversation in the list', async ({
  browser,
}) => {
  const ada = await verifiedPerson(browser, 'inboxer');
  const bea = await verifiedPerson(browser, 'recipient');
  await followBlog(ada.page.request, bea.blog);
  const { page } = ada;

  await page.goto('/dashboard');
  await page.getByRole('banner').getByRole('button', { name: 'Inbox', exact: true }).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByText('No conversations yet')).toBeVisible();
  // The empty inbox offers the blogs followed most recently (its favorites).
  await expect(
    inbox.getByRole('list', { name: 'Recently Followed' }).getByRole('button', { name: bea.blog }),
  ).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);

  await inbox.getByRole('button', { name: 'New Message' }).click();
  await expect(
    inbox.getByRole('list', { name: 'Recently Followed' }).getByRole('button', { name: bea.blog }),
  ).toBeVisible();
  const to = inbox.getByLabel('To:');
  await expect(to).toBeFocused();
  await to.fill('zz-nobody-by-this-name');
  await expect(inbox.getByRole('status')).toHaveText(
    /That isn't anyone\.|Nobody by that name\.|No blogs match that\./,
  );
  await to.fill(bea.blog.slice(0, 8));
  await inbox.getByRole('list', { name: 'Search results' }).getByRole('button', { name: bea.blog }).click();
  await expect(inbox).toBeHidden();

  const window = conversationWindow(page, bea.blog);
  await expect(window).toBeVisible();
  const box = window.getByRole('textbox', { name: `Message to ${bea.blog}` });
  // The window just opened takes the focus: typing goes straight into it.
  await expect(box).toBeFocused();
  await page.keyboard.type('Found you through the inbox');
  await page.keyboard.press('Enter');
  await expect(window.getByRole('log').getByText('Found you through the inbox')).toBeVisible();

  // The recipient's badge counts it; their inbox lists it, unread, with its preview.
  await bea.page.goto('/dashboard');
  await bea.page.getByRole('banner').getByRole('button', { name: 'Inbox, 1 unread' }).click();
  const row = bea.page
    .getByRole('dialog', { name: 'Inbox' })
    .getByRole('button', { name: new RegExp(`^${ada.blog}, .+: Found you through the inbox, unread$`) });
  await expect(row).toBeVisible();
  await row.click();
  await expect(conversationWindow(bea.page, ada.blog).getByRole('log')).toContainText(
    'Found you through the inbox',
  );
  await expect(
    conversationWindow(bea.page, ada.blog).getByRole('textbox', { name: `Message to ${ada.blog}` }),
  ).toBeFocused();
  await expect(
    bea.page.getByRole('banner').getByRole('button', { name: 'Inbox', exact: true }),
  ).toBeVisible();
});

test('a link to a blog that does not exist could not load a conversation', async ({ browser }) => {
  const { page } = await verifiedPerson(browser, 'linker');
  await page.goto('/messaging/conversation/no-such-blog-here');
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Could not load conversation.');
  await alert.getByRole('button').click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('sharing a post by message queues the post and the words, and opens the conversation', async ({
  browser,
}) => {
  const reader = await verifiedPerson(browser, 'sharer');
  const author = await verifiedPerson(browser, 'author');
  await followBlog(reader.page.request, author.blog);
  await createTextPost(author.page.request, 'Worth a share', 'Words worth sharing.');
  const { page } = reader;

  await page.goto('/dashboard');
  const card = page.locator('article').filter({ hasText: 'Worth a share' }).first();
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share this post' });
  // The post share popover comes first; sharing by message is one of its options.
  await share.getByRole('button', { name: 'Send as a message' }).click();
  await expect(share.getByRole('searchbox', { name: 'Message to...' })).toBeFocused();
  await expect(share.getByRole('link', { name: 'Reddit' })).toHaveAttribute(
    'href',
    /reddit\.com\/submit\?url=/,
  );

  const recipient = share.getByRole('button', { name: author.blog });
  await recipient.click();
  await expect(recipient).toHaveAttribute('aria-pressed', 'true');
  await expect(share.getByRole('link', { name: 'Reddit' })).toBeHidden();
  // Picking the recipient again lets go of them.
  await recipient.click();
  await expect(share.getByRole('textbox')).toBeHidden();
  await recipient.click();
  const words = share.getByRole('textbox', { name: `Message to ${author.blog}` });
  await expect(words).toHaveAttribute('placeholder', 'Discuss this post if you like...');
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await words.fill('You will like this one');
  await share.getByRole('button', { name: 'Send' }).click();
  await expect(share).toBeHidden();

  const window = conversationWindow(page, author.blog);
  await expect(window.getByRole('log').getByText('You will like this one')).toBeVisible();
  await expect(window.getByRole('log')).toContainText('Worth a share');

  // Escape closes the popover.
  await card.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(share).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(share).toBeHidden();
});

test("the blog card's 'Send a message' opens the conversation with that blog", async ({ browser }) => {
  const reader = await verifiedPerson(browser, 'cardreader');
  const writer = await verifiedPerson(browser, 'cardwriter');
  await followBlog(reader.page.request, writer.blog);
  await createTextPost(writer.page.request, 'Card post', 'From the writer.');
  const { page } = reader;

  await page.goto('/dashboard');
  const post = page.getByRole('article').filter({ hasText: 'Card post' }).first();
  const card = page.getByRole('dialog', { name: `${writer.blog}'s blog card` });
  await hoverForCard(page, post.getByRole('link', { name: writer.blog, exact: true }).first(), card);
  await card.getByRole('button', { name: `Message ${writer.blog}` }).click();
  await card.getByRole('button', { name: 'Send a message' }).click();
  await expect(conversationWindow(page, writer.blog)).toBeVisible();
});
