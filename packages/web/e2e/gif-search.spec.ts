import { GIF_NO_RESULTS } from '@rookery/core';
import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { followBlog } from './support/blogs';
import { gifPost } from './support/gifs';
import { conversationWindow, verifiedPerson } from './support/messaging';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

/**
 * Inline GIF search (spec document 2 §2, §4, §5; document 3 §4, §5): the panel in the rich
 * editor inserts the GIF with a credit to its post; in a message window it sends the GIF as an
 * IMAGE message naming its post.
 */

/** A word no other journey posts, so the results are this test's own. */
const word = (stem: string) => `${stem}${Date.now().toString(36)}`;

const panel = (page: Page) => page.getByRole('dialog', { name: 'GIF search' });
const cards = (page: Page) => panel(page).getByRole('list', { name: 'GIFs' }).getByRole('button');

test('a GIF picked in the editor goes in with its credit and is posted', async ({ page }) => {
  const otter = word('otter');
  const poster = await signUpViaApi(page, 'gifposter');
  await gifPost(page.request, {
    tags: [otter, 'gif', 'gifs', 'waves', 'rivers', 'fur'],
    caption: 'An otter waves',
  });
  await gifPost(page.request, { tags: ['cats'], caption: 'A cat naps', width: 300, height: 400 });
  await page.context().clearCookies();

  await signUpViaApi(page, 'gifwriter');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  const body = form.getByRole('textbox', { name: 'Body' });
  await body.click();
  await form.getByRole('toolbar', { name: 'Insert' }).getByRole('button', { name: 'GIF search' }).click();

  // The panel opens on the newest GIFs, its input focused; a search narrows them after a pause.
  const query = panel(page).getByRole('searchbox', { name: 'Search GIFs' });
  await expect(query).toBeFocused();
  await expect(cards(page).first()).toBeVisible();
  await query.fill(`  ${otter.toUpperCase()} `);
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).first();
  await expect(card).toContainText('An otter waves');
  await expect(card).toContainText(poster.blog);
  // Never gif or gifs, at most three tags.
  await expect(card).toContainText(`#${otter} #waves #rivers`);
  await expect(card).not.toContainText('#gif');
  await expect(card.locator('img')).toHaveAttribute('src', /_250\.gif$/);
  await shot(page, 'gif-search-editor-1280');
  expect(await seriousViolations(page, { include: '[role="dialog"][aria-label="GIF search"]' })).toEqual([]);

  // Nothing found: one of the jokey lines.
  await query.fill(word('nothingatall'));
  await expect(
    panel(page).getByText(new RegExp(GIF_NO_RESULTS.map((l) => l.replace(/[.?]/g, '\\$&')).join('|'))),
  ).toBeVisible();
  await expect(cards(page)).toHaveCount(0);

  // By keyboard: Tab reaches the results, Shift+Tab goes back, Enter picks.
  await query.fill(otter);
  await expect(cards(page)).toHaveCount(1);
  await query.press('Tab');
  await expect(card).toBeFocused();
  await card.press('Shift+Tab');
  await expect(query).toBeFocused();
  await query.press('ArrowDown');
  await expect(card).toBeFocused();
  await card.press('Enter');

  await expect(panel(page)).toHaveCount(0);
  const inserted = body.locator('img');
  await expect(inserted).toHaveAttribute('src', /\/media\/uploads\/image\/[^_]+\.gif$/);
  await expect(inserted).toHaveAttribute('alt', 'An otter waves');
  const credit = body.getByRole('link', { name: poster.blog });
  await expect(credit).toHaveAttribute('href', new RegExp(`/${poster.blog}/post/\\d+`));
  await expect(body).toContainText(`GIF by ${poster.blog}`);

  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toHaveCount(0);
  const post = page
    .getByRole('article')
    .filter({ hasText: `GIF by ${poster.blog}` })
    .first();
  await expect(post.locator('img[src$=".gif"]')).toBeVisible();
});

test('a GIF picked in a message window is sent as an image that names its post', async ({ browser }) => {
  const heron = word('heron');
  const writer = await verifiedPerson(browser, 'gifsender');
  const reader = await verifiedPerson(browser, 'gifreader');
  await followBlog(writer.page.request, reader.blog);
  await followBlog(reader.page.request, writer.blog);
  await gifPost(reader.page.request, { tags: [heron], caption: 'A heron lands' });

  await writer.page.goto(`/conversation/new/${reader.blog}`);
  const window = conversationWindow(writer.page, reader.blog);
  await window.getByRole('button', { name: 'GIF search' }).click();
  const query = panel(writer.page).getByRole('searchbox', { name: 'Search GIFs' });
  await query.fill(heron);
  await expect(cards(writer.page)).toHaveCount(1);
  await shot(writer.page, 'gif-search-message-1280');

  const sent = writer.page.waitForRequest(
    (r) => r.url().endsWith('/svc/conversations/messages') && r.method() === 'POST',
  );
  await cards(writer.page).first().click();
  const fields = new URLSearchParams((await sent).postData() ?? '');
  expect(fields.get('type')).toBe('IMAGE');
  expect(fields.get('context')).toBe('messaging-gif');
  expect(fields.get('post[id]')).toMatch(/^\d+$/);
  expect(fields.get('post[blog]')).toMatch(/^[0-9a-f-]{36}$/);
  await expect(panel(writer.page)).toHaveCount(0);
  await expect(window.getByRole('textbox', { name: `Message to ${reader.blog}` })).toBeFocused();

  const log = window.getByRole('log');
  await expect(log.getByRole('link', { name: `GIF by ${reader.blog}` })).toBeVisible();
  await expect(log.locator('img[src$=".gif"]')).toBeVisible();

  // The reader gets it as a GIF, credited to their own post.
  await reader.page.goto('/dashboard');
  await reader.page.getByRole('button', { name: /^Inbox/ }).click();
  await expect(reader.page.getByText('sent a GIF')).toBeVisible();
});

test('on a phone the panel fits the screen and its cards stay reachable', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const kingfisher = word('kingfisher');
  await signUpViaApi(page, 'gifphone');
  await gifPost(page.request, { tags: [kingfisher], caption: 'A kingfisher dives' });
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const form = page.getByRole('dialog', { name: 'New post' });
  await form.getByRole('textbox', { name: 'Body' }).click();
  await form.getByRole('toolbar', { name: 'Insert' }).getByRole('button', { name: 'GIF search' }).click();
  await panel(page).getByRole('searchbox', { name: 'Search GIFs' }).fill(kingfisher);
  await expect(cards(page)).toHaveCount(1);
  const box = await panel(page).boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  const overflow = await panel(page)
    .getByRole('list', { name: 'GIFs' })
    .evaluate((grid) => grid.parentElement!.scrollWidth - grid.parentElement!.clientWidth);
  expect(overflow).toBe(0);
  await shot(page, 'gif-search-editor-390');
  expect(await seriousViolations(page, { include: '[role="dialog"][aria-label="GIF search"]' })).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(panel(page)).toHaveCount(0);
  await expect(form).toBeVisible();
});
