import { memberElsewhere } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog, saveBlogSettings } from './support/blogs';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

/**
 * Whom one can message, as the inbox shows it (spec document 3 §2, §5, §6, §8): the empty inbox's
 * favorites and grid, blogs that can't receive messages saying so, Follow where following is the
 * way on, and the inbox's error panel retrying.
 */

const inboxButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Inbox', exact: true });

/** Members of their own, each a blog to talk to; their API contexts are disposed at the end. */
async function blogs(labels: string[]) {
  const made = [];
  for (const label of labels) made.push(await memberElsewhere(label));
  return made;
}

test('the empty inbox: 5 favorites, then more blogs in whole rows of 4', async ({ browser }) => {
  const ada = await verifiedPerson(browser, 'emptybox');
  const others = await blogs([
    'fav1',
    'fav2',
    'fav3',
    'fav4',
    'fav5',
    'fav6',
    'fav7',
    'fav8',
    'fav9',
    'fav10',
  ]);
  // Followed one after another: the last is the most recent.
  for (const other of others) await followBlog(ada.page.request, other.member.blog);
  const closed = others[9]!;
  await saveBlogSettings(closed.request, closed.member.blog, { can_receive_messages: false });
  const name = (i: number) => others[i]!.member.blog;
  const { page } = ada;

  await page.goto('/dashboard');
  await inboxButton(page).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await expect(inbox.getByText('No conversations yet')).toBeVisible();
  const favorites = inbox.getByRole('list', { name: 'Recently Followed' });
  await expect(favorites.getByRole('listitem')).toHaveCount(5);
  // The most recent one took its messages off: it says so, and offers no pick.
  const closedRow = favorites.getByRole('listitem').first();
  await expect(closedRow).toContainText(name(9));
  await expect(closedRow).toContainText("This blog can't receive messages.");
  await expect(closedRow.getByRole('button')).toHaveCount(0);
  for (const i of [8, 7, 6, 5]) await expect(favorites.getByRole('button', { name: name(i) })).toBeVisible();

  // Five more blogs make one whole row of 4; the fifth waits for a row of its own.
  const grid = inbox.getByRole('list', { name: 'More blogs to talk to' });
  await expect(grid.getByRole('link')).toHaveCount(4);
  for (const i of [4, 3, 2, 1])
    await expect(grid.getByRole('link', { name: name(i) })).toHaveAttribute(
      'href',
      `/messaging/conversation/${name(i)}`,
    );
  await expect(grid.getByRole('link', { name: name(0) })).toHaveCount(0);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot(page, 'empty-inbox-1280');
  await grid.scrollIntoViewIfNeeded();
  await shot(page, 'empty-inbox-grid-1280');

  await grid.getByRole('link', { name: name(4) }).click();
  await expect(inbox).toBeHidden();
  await expect(conversationWindow(page, name(4))).toBeVisible();

  // On a phone's width the inbox shows the same, the row of 4 still whole.
  await page.setViewportSize({ width: 390, height: 844 });
  await inboxButton(page).click();
  await expect(favorites.getByRole('listitem')).toHaveCount(5);
  await expect(grid.getByRole('link')).toHaveCount(4);
  await shot(page, 'empty-inbox-390');
  for (const other of others) await other.request.dispose();
});

test('the recipient picker says why a blog cannot be messaged, and a new account may follow to', async ({
  browser,
}) => {
  // A fresh account may start conversations only with blogs it follows.
  const ada = await verifiedPerson(browser, 'picker');
  const [cal, dee] = await blogs(['notfollowed', 'closedblog']);
  await saveBlogSettings(dee!.request, dee!.member.blog, { can_receive_messages: false });
  const { page } = ada;

  await page.goto('/dashboard');
  await inboxButton(page).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  await inbox.getByRole('button', { name: 'New Message' }).click();
  const to = inbox.getByLabel('To:');
  const results = inbox.getByRole('list', { name: 'Search results' });

  await to.fill(dee!.member.blog);
  await expect(results.getByRole('listitem')).toContainText("This blog can't receive messages.");
  await expect(results.getByRole('button')).toHaveCount(0);

  await to.fill(cal!.member.blog);
  const row = results.getByRole('listitem');
  await expect(row).toContainText('You can only send messages to blogs you follow.');
  await expect(results.getByRole('button', { name: cal!.member.blog, exact: true })).toHaveCount(0);
  const follow = results.getByRole('button', { name: `Follow ${cal!.member.blog}` });
  await expect(follow).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await shot(page, 'recipient-must-follow-1280');

  // The same on a phone's width, where the rest of the journey goes.
  await page.setViewportSize({ width: 390, height: 844 });
  await inboxButton(page).click();
  await inbox.getByRole('button', { name: 'New Message' }).click();
  await to.fill(cal!.member.blog);
  await expect(row).toContainText('You can only send messages to blogs you follow.');
  await shot(page, 'recipient-must-follow-390');

  // Following is the way on: the row becomes a pick, and the first message goes.
  await follow.click();
  const pick = results.getByRole('button', { name: cal!.member.blog, exact: true });
  await expect(pick).toBeVisible();
  await expect(row).not.toContainText('You can only send messages');
  await pick.click();
  const window = conversationWindow(page, cal!.member.blog);
  await window.getByRole('textbox', { name: `Message to ${cal!.member.blog}` }).fill('Followed you first');
  await page.keyboard.press('Enter');
  await expect(window.getByRole('log').getByText('Followed you first')).toBeVisible();
  await expect(window.getByRole('alert')).toHaveCount(0);
  // Sent, not still 'Sending…' (a pending bubble is drawn faded) when the journey's axe check runs.
  await expect(window.getByText('Sending…')).toHaveCount(0);
  await cal!.request.dispose();
  await dee!.request.dispose();
});

test("a blog that can't receive messages says so: the link's alert, and a window opened before", async ({
  browser,
}) => {
  const ada = await verifiedPerson(browser, 'closer');
  const [eve] = await blogs(['closesdoor']);
  const blog = eve!.member.blog;
  await followBlog(ada.page.request, blog);
  const { page } = ada;

  // A window opened while the blog took messages, kept over a reload (spec §4 persistence)...
  await page.goto(`/messaging/conversation/${blog}`);
  await expect(conversationWindow(page, blog).getByRole('textbox')).toBeVisible();
  await saveBlogSettings(eve!.request, blog, { can_receive_messages: false });
  await page.reload();
  // ...says so once the blog has closed its messages, and offers no retry that could not help.
  const window = conversationWindow(page, blog);
  await expect(window.getByRole('alert')).toHaveText("This blog can't receive messages.");
  await expect(window.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  await expect(window.getByRole('textbox')).toBeDisabled();
  await shot(page, 'window-cant-receive-1280');

  // Opening a conversation with it from a link is refused with the same words (spec §5).
  await page.goto(`/conversation/new/${blog}`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText("This blog can't receive messages.");
  await alert.getByRole('button').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await eve!.request.dispose();
});

test("the inbox's error panel: Retry turns into a disabled 'Retrying...' until the answer", async ({
  browser,
}) => {
  const { page } = await verifiedPerson(browser, 'retrier');
  const inboxCalls = /\/svc\/conversations\?/;
  await page.route(inboxCalls, (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        meta: { status: 500, msg: 'Internal Server Error' },
        response: null,
        errors: [{ code: 0, title: 'Internal Server Error', detail: 'Broken.' }],
      }),
    }),
  );
  await page.goto('/dashboard');
  await inboxButton(page).click();
  const inbox = page.getByRole('dialog', { name: 'Inbox' });
  const panel = inbox.getByRole('alert');
  await expect(panel).toContainText('Something went screwy.');
  const retry = panel.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();

  // The retry is held on its way: the panel stays, retrying, and a second click asks nothing more.
  await page.unroute(inboxCalls);
  const { promise: released, resolve: release } = Promise.withResolvers<void>();
  let asked = 0;
  await page.route(inboxCalls, async (route) => {
    asked += 1;
    await released;
    await route.continue();
  });
  await retry.click();
  const retrying = panel.getByRole('button', { name: 'Retrying...' });
  await expect(retrying).toHaveAttribute('aria-disabled', 'true');
  await shot(page, 'inbox-retrying-1280');
  await retrying.click({ force: true });
  await page.waitForTimeout(300);
  expect(asked).toBe(1);
  await expect(retrying).toBeVisible();

  release();
  await expect(inbox.getByText('No conversations yet')).toBeVisible();
  await expect(panel).toHaveCount(0);
});
