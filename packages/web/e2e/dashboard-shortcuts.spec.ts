import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { createTextPost } from './support/posts';
import { expect, type Page, test } from './support/test';

const cardOf = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

/** A member with `n` long posts on their dashboard, "Post 1" the newest; the dashboard open. */
async function dashboardWith(page: Page, label: string, n: number) {
  const member = await signUpViaApi(page, label);
  const body = Array.from({ length: 12 }, (_, i) => `<p>Line ${i} of a post tall enough to scroll.</p>`).join(
    '',
  );
  for (let i = n; i >= 1; i--) await createTextPost(page.request, `Post ${i}`, body);
  await page.goto('/dashboard');
  await expect(cardOf(page, 'Post 1')).toBeVisible();
  // The shortcuts arrive once the page is idle.
  await page.waitForLoadState('networkidle');
  return member;
}

/** The card's top edge, in viewport pixels. */
const topOf = (page: Page, text: string) =>
  cardOf(page, text).evaluate((card) => Math.round(card.getBoundingClientRect().top));

test('j and k move between posts: each comes up under the header with focus on it', async ({ page }) => {
  await dashboardWith(page, 'keys-jk', 4);
  await page.keyboard.press('j');
  await expect(cardOf(page, 'Post 1')).toBeFocused();
  await page.keyboard.press('j');
  await expect(cardOf(page, 'Post 2')).toBeFocused();
  // 52 px of header and 12 px of air.
  expect(await topOf(page, 'Post 2')).toBe(64);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.keyboard.press('j');
  await expect(cardOf(page, 'Post 3')).toBeFocused();
  expect(await topOf(page, 'Post 3')).toBe(64);
  await page.keyboard.press('k');
  await expect(cardOf(page, 'Post 2')).toBeFocused();
  expect(await topOf(page, 'Post 2')).toBe(64);
  await expect(cardOf(page, 'Post 2')).toHaveAccessibleName(/keys-jk/);
  expect(await seriousViolations(page)).toEqual([]);
});

test('l likes the current post and the like stays after a reload', async ({ page }) => {
  await dashboardWith(page, 'keys-like', 2);
  await page.keyboard.press('j');
  await page.keyboard.press('j');
  const like = cardOf(page, 'Post 2').getByRole('button', { name: 'Like', exact: true });
  const liked = page.waitForResponse((r) => r.url().endsWith('/svc/like'));
  await page.keyboard.press('l');
  expect((await liked).ok()).toBe(true);
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(cardOf(page, 'Post 1').getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
});

test('without focus, the post nearest the top is the current one', async ({ page }) => {
  await dashboardWith(page, 'keys-current', 3);
  // The reader scrolls Post 2 to the top with the wheel; nothing has focus.
  const y = await cardOf(page, 'Post 2').evaluate(
    (card) => card.getBoundingClientRect().top + window.scrollY,
  );
  await page.evaluate((top) => window.scrollTo(0, top - 70), y);
  const liked = page.waitForResponse((r) => r.url().endsWith('/svc/like'));
  await page.keyboard.press('l');
  expect((await liked).ok()).toBe(true);
  await expect(cardOf(page, 'Post 2').getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('r opens the reblog composer and n the notes of the current post', async ({ page }) => {
  await dashboardWith(page, 'keys-rn', 2);
  await page.keyboard.press('j');
  await page.keyboard.press('l');
  await expect(cardOf(page, 'Post 1').getByRole('button', { name: '1 note' })).toBeVisible();
  await page.keyboard.press('n');
  await expect(cardOf(page, 'Post 1').getByRole('region', { name: 'Notes' })).toBeVisible();

  await page.keyboard.press('r');
  const form = page.getByRole('dialog', { name: 'Reblog post' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/\/reblog\/\d+\//);
  // Letters go to the composer, never to the feed under it.
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('j');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('Alt+r fast-reblogs the current post and q adds it to the queue', async ({ page }) => {
  const member = await dashboardWith(page, 'keys-fast', 2);
  await page.keyboard.press('j');
  const reblogged = page.waitForResponse((r) => r.url().endsWith('/fast_reblog'));
  await page.keyboard.press('Alt+r');
  expect((await reblogged).request().postDataJSON()).toMatchObject({ queue: false, tumblelog: member.blog });
  await expect(page.getByText(`Reblogged your own post to ${member.blog}.`)).toBeVisible();

  await page.keyboard.press('j');
  const queued = page.waitForResponse((r) => r.url().endsWith('/fast_reblog'));
  await page.keyboard.press('q');
  expect((await queued).request().postDataJSON()).toMatchObject({ queue: true, tumblelog: member.blog });
  await expect(page.getByText(`Added to ${member.blog}'s queue.`)).toBeVisible();
  await page.goto(`/blog/${member.blog}/queue`);
  await expect(page.getByRole('article').filter({ hasText: 'Post 2' })).toBeVisible();
});

test('? opens the shortcut sheet; Escape closes it and focus goes back', async ({ page }) => {
  await dashboardWith(page, 'keys-sheet', 2);
  await page.keyboard.press('j');
  await expect(cardOf(page, 'Post 1')).toBeFocused();
  await page.keyboard.press('Shift+Slash');
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(sheet).toBeVisible();
  await expect(sheet).toContainText('Next post');
  await expect(sheet).toContainText('Fast reblog');
  expect(await seriousViolations(page)).toEqual([]);
  // The sheet takes the focus as it opens (a frame after it shows), and keeps it inside while open.
  await expect.poll(() => sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
  expect(await sheet.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(cardOf(page, 'Post 1')).toBeFocused();
});

test('letters typed in a field are text, not shortcuts: in the reply field and in the composer', async ({
  page,
}) => {
  await dashboardWith(page, 'keys-typing', 3);
  await page.keyboard.press('j');
  await page.keyboard.press('l');
  // n opens the notes by their count, which the like brings: a person sees it before pressing n.
  await expect(cardOf(page, 'Post 1').getByRole('button', { name: '1 note' })).toBeVisible();
  await page.keyboard.press('n');
  const reply = cardOf(page, 'Post 1').getByRole('textbox', { name: 'Your reply' });
  await reply.click();
  const before = await page.evaluate(() => window.scrollY);
  await page.keyboard.type('jkl?');
  await expect(reply).toHaveValue('jkl?');
  await expect(reply).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await expect(page.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Create a post' }).getByRole('link', { name: 'Text' }).click();
  const form = page.getByRole('dialog', { name: 'New post' });
  const title = form.getByLabel('Title');
  await title.click();
  await page.keyboard.type('jk');
  await expect(title).toContainText('jk');
  await expect(title).toBeFocused();
});
