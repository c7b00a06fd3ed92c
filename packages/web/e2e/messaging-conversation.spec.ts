import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { solidPng } from './support/media-files';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

/**
 * Conversation windows between two people, each in their own browser (spec document 3 §2, §4):
 * a live exchange, minimize and restore with the unread badge, mark as spam, and a block.
 */

/** Opens the conversation from the header's inbox, by its row. */
async function openFromInbox(page: Page, from: string) {
  await page.getByRole('button', { name: /^Inbox/ }).click();
  await page.getByRole('button', { name: new RegExp(`^${from}`) }).click();
}

test('a live exchange of text and an image; minimize, the unread badge, restore', async ({ browser }) => {
  const writer = await verifiedPerson(browser, 'writer');
  const reader = await verifiedPerson(browser, 'reader');
  await followBlog(writer.page.request, reader.blog);
  await followBlog(reader.page.request, writer.blog);

  await writer.page.goto(`/conversation/new/${reader.blog}`);
  const writerWindow = conversationWindow(writer.page, reader.blog);
  await expect(writerWindow).toBeVisible();
  await expect(writer.page).toHaveURL(/\/dashboard$/);
  const box = writerWindow.getByRole('textbox', { name: `Message to ${reader.blog}` });
  await expect(writerWindow.getByRole('button', { name: 'Send' })).toBeDisabled();
  await box.fill('Hello from the writer');
  await box.press('Enter');
  await expect(writerWindow.getByRole('log').getByText('Hello from the writer')).toBeVisible();
  await expect(box).toHaveValue('');

  // The reader's inbox counts it; opening it shows the message and reads it.
  await reader.page.goto('/dashboard');
  await expect(reader.page.getByRole('button', { name: 'Inbox, 1 unread' })).toBeVisible();
  await openFromInbox(reader.page, writer.blog);
  const readerWindow = conversationWindow(reader.page, writer.blog);
  await expect(readerWindow.getByRole('log').getByText('Hello from the writer')).toBeVisible();
  await expect(reader.page.getByRole('button', { name: 'Inbox', exact: true })).toBeVisible();

  // A reply reaches the writer's open window without a reload (pushed).
  const replyBox = readerWindow.getByRole('textbox');
  await replyBox.fill('Hi back!');
  await replyBox.press('Shift+Enter');
  await replyBox.pressSequentially('Two lines.');
  await replyBox.press('Enter');
  await expect(writerWindow.getByRole('log').getByText(/Hi back!\s+Two lines\./)).toBeVisible();

  // An image, by the picker: preview, then sent; the reader follows the writer, so it is not blurred.
  await writerWindow.locator('input[type="file"]').setInputFiles({
    name: 'square.png',
    mimeType: 'image/png',
    buffer: solidPng(300, 200, [40, 160, 220]),
  });
  await expect(writerWindow.getByRole('img', { name: 'To send: square.png' })).toBeVisible();
  await shot(writer.page, 'conversation-preview-1280');
  await writerWindow.getByRole('button', { name: 'Send' }).click();
  await expect(readerWindow.getByRole('img', { name: `Sent by ${writer.blog}` })).toBeVisible();
  await expect(readerWindow.getByRole('button', { name: 'Show image' })).toHaveCount(0);
  await shot(reader.page, 'conversation-exchange-1280');

  // A sticker from the grid over the compose box goes at once; arrows move in the grid.
  await readerWindow.getByRole('button', { name: 'Stickers' }).click();
  const stickers = readerWindow.getByRole('group', { name: 'Stickers' });
  await expect(stickers.getByRole('button').first()).toBeFocused();
  await shot(reader.page, 'conversation-stickers-1280');
  await reader.page.keyboard.press('ArrowRight');
  await reader.page.keyboard.press('Enter');
  await expect(stickers).toHaveCount(0);
  await expect(writerWindow.getByRole('log').getByRole('img', { name: 'Sticker: heart' })).toBeVisible();
  expect(await seriousViolations(reader.page, { include: '[data-conversation-window]' })).toEqual([]);

  // Minimized: a tab in the stack whose badge counts what comes meanwhile; restoring shows it.
  await readerWindow.getByRole('button', { name: 'Minimize' }).click();
  await expect(readerWindow).toHaveCount(0);
  const tab = reader.page.getByRole('button', { name: new RegExp(`^Conversation with ${writer.blog}`) });
  await expect(tab).toBeVisible();
  await box.fill('Are you there?');
  await box.press('Enter');
  await expect(tab).toHaveAccessibleName(new RegExp(`^Conversation with ${writer.blog}, 1 unread`));
  await shot(reader.page, 'conversation-minimized-1280');
  expect(
    await seriousViolations(reader.page, { include: 'ul[aria-label="Minimized conversations"]' }),
  ).toEqual([]);

  // The windows are kept per user: a reload brings the tab back.
  await reader.page.reload();
  await expect(tab).toBeVisible({ timeout: 15_000 });
  await tab.click();
  await expect(readerWindow.getByRole('log').getByText('Are you there?')).toBeVisible();
  await expect(tab).toHaveCount(0);
  await expect(reader.page.getByRole('button', { name: 'Inbox', exact: true })).toBeVisible();

  // Escape clears the text, then closes the window.
  await replyBox.fill('never mind');
  await replyBox.press('Escape');
  await expect(replyBox).toHaveValue('');
  await replyBox.press('Escape');
  await expect(readerWindow).toHaveCount(0);

  // On a phone the window takes the screen's width.
  await writer.page.setViewportSize({ width: 390, height: 844 });
  await expect(writerWindow.getByRole('log').getByText('Are you there?')).toBeVisible();
  expect((await writerWindow.boundingBox())?.width).toBe(390);
  await shot(writer.page, 'conversation-390');
});

test('a stranger’s conversation can be marked as spam: it goes from the window and the inbox', async ({
  browser,
}) => {
  const stranger = await verifiedPerson(browser, 'stranger');
  const target = await verifiedPerson(browser, 'target');
  // The stranger follows the target (a new account may only start with blogs it follows); not back.
  await followBlog(stranger.page.request, target.blog);

  await stranger.page.goto(`/conversation/new/${target.blog}`);
  const strangerWindow = conversationWindow(stranger.page, target.blog);
  const box = strangerWindow.getByRole('textbox');
  await box.fill('Buy cheap followers');
  await box.press('Enter');
  await expect(strangerWindow.getByRole('log').getByText('Buy cheap followers')).toBeVisible();

  await strangerWindow
    .locator('input[type="file"]')
    .setInputFiles({ name: 'offer.png', mimeType: 'image/png', buffer: solidPng(240, 160, [220, 60, 60]) });
  await strangerWindow.getByRole('button', { name: 'Send' }).click();
  await expect(strangerWindow.getByRole('img', { name: `Sent by ${stranger.blog}` })).toBeVisible();

  await target.page.goto('/dashboard');
  await openFromInbox(target.page, stranger.blog);
  const window = conversationWindow(target.page, stranger.blog);
  await expect(window.getByRole('log').getByText('Buy cheap followers')).toBeVisible();

  // Images from a blog the target does not follow come blurred; a click shows them and tells the server.
  const reveal = window.getByRole('button', { name: 'Show image' });
  await expect(reveal).toBeVisible();
  const unblurred = target.page.waitForResponse((r) => r.url().endsWith('/svc/conversations/flag'));
  await reveal.click();
  expect((await unblurred).ok()).toBe(true);
  await expect(reveal).toHaveCount(0);
  await expect(window.getByRole('link').getByRole('img', { name: `Sent by ${stranger.blog}` })).toBeVisible();

  await window.getByRole('button', { name: 'Mark as spam' }).click();
  const confirm = target.page.getByRole('alertdialog', {
    name: `${stranger.blog} will be blocked and reported. And any trace of this conversation will disappear from your inbox.`,
  });
  await expect(confirm).toBeVisible();
  await shot(target.page, 'conversation-spam-1280');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(window).toBeVisible();

  await window.getByRole('button', { name: 'Mark as spam' }).click();
  const flagged = target.page.waitForResponse((r) => r.url().endsWith('/svc/conversations/flag'));
  await confirm.getByRole('button', { name: 'Mark it spam' }).click();
  expect((await flagged).ok()).toBe(true);
  await expect(window).toHaveCount(0);
  await target.page.getByRole('button', { name: /^Inbox/ }).click();
  await expect(target.page.getByRole('button', { name: new RegExp(`^${stranger.blog}`) })).toHaveCount(0);
});

test('after a block from the window, the blocked blog cannot send: the permanent error, then the notice', async ({
  browser,
}) => {
  const pest = await verifiedPerson(browser, 'pest');
  const blocker = await verifiedPerson(browser, 'blocker');
  await followBlog(pest.page.request, blocker.blog);
  await followBlog(blocker.page.request, pest.blog);

  await pest.page.goto(`/conversation/new/${blocker.blog}`);
  const pestWindow = conversationWindow(pest.page, blocker.blog);
  const box = pestWindow.getByRole('textbox');
  await box.fill('First words');
  await box.press('Enter');
  await expect(pestWindow.getByRole('log').getByText('First words')).toBeVisible();

  await blocker.page.goto('/dashboard');
  await openFromInbox(blocker.page, pest.blog);
  const blockerWindow = conversationWindow(blocker.page, pest.blog);
  await blockerWindow.getByRole('button', { name: `Conversation actions for ${pest.blog}` }).click();
  await blockerWindow.getByRole('menuitem', { name: `Block ${pest.blog}` }).click();
  const confirm = blocker.page.getByRole('alertdialog');
  await confirm.getByRole('button', { name: 'Block' }).click();
  await expect(blockerWindow.getByText("You can't interact with this blog.")).toBeVisible();
  await expect(blockerWindow.getByRole('textbox')).toHaveCount(0);

  await box.fill('Are you ignoring me?');
  await box.press('Enter');
  const failed = pestWindow.getByRole('alert');
  await expect(failed).toContainText("Can't send this post. You can't interact with this blog.");
  await expect(failed.getByRole('button', { name: 'Could not send' })).toBeVisible();
  await shot(pest.page, 'conversation-blocked-1280');
  await failed.getByRole('button', { name: 'Close' }).click();
  await expect(pestWindow.getByText('Are you ignoring me?')).toHaveCount(0);
  await expect(pestWindow.getByText("You can't interact with this blog.")).toBeVisible();
});
