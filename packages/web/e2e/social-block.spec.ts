import { signUpViaApi } from './support/accounts';
import { hoverForCard as openCardByHover } from './support/blog-card';
import { followBlog } from './support/blogs';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { type Browser, expect, type Locator, type Page, test } from './support/test';

/** A member signed in on a page of their own browser context (two people, two browsers). */
async function person(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  return { page, blog: member.blog };
}

/** Opens a blog's card by hovering, then leaves it to close, as a reader passing by would. */
async function hoverForCard(page: Page, link: Locator, card: Locator) {
  await openCardByHover(page, link, card);
  await page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
}

test('block from the blog card: the blocked blog’s posts leave the dashboard, and it cannot follow', async ({
  browser,
}) => {
  const pest = await person(browser, 'pest');
  const reader = await person(browser, 'blocker');
  await followBlog(reader.page.request, pest.blog);
  await followBlog(pest.page.request, reader.blog);
  await saveTextPost(pest.page.request, 'Unwanted words', 'published');
  await saveTextPost(reader.page.request, 'My own words', 'published');

  await reader.page.goto('/dashboard');
  const feed = reader.page.getByRole('feed', { name: 'Dashboard posts' });
  const unwanted = feed.getByRole('article').filter({ hasText: 'Unwanted words' });
  await expect(unwanted).toBeVisible();
  const card = reader.page.getByRole('dialog', { name: `${pest.blog}'s blog card` });
  await hoverForCard(reader.page, unwanted.getByRole('link', { name: pest.blog, exact: true }), card);
  await unwanted.locator('[data-blog-card-open]').first().click();
  await expect(card).toBeVisible();
  await expect(card.getByText(/^Mutuals for/)).toBeVisible();

  // Nevermind blocks nothing.
  await card.getByRole('button', { name: `More about ${pest.blog}` }).click();
  await card.getByRole('button', { name: 'Block' }).click();
  const confirm = reader.page.getByRole('alertdialog', {
    name: `Block ${pest.blog} from ${reader.blog}? They won't be able to follow ${reader.blog}, message it, find it in search or interact with its posts.`,
  });
  await expect(confirm).toBeVisible();
  await shot(reader.page, 'block-confirm-1280');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(unwanted).toBeVisible();

  const blocked = reader.page.waitForResponse((r) => r.url().endsWith('/svc/block/add'));
  await card.getByRole('button', { name: `More about ${pest.blog}` }).click();
  await card.getByRole('button', { name: 'Block' }).click();
  await confirm.getByRole('button', { name: 'Block' }).click();
  expect((await blocked).ok()).toBe(true);
  await expect(card.getByText(`You blocked this blog from ${reader.blog}.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toHaveCount(0);
  await reader.page.keyboard.press('Escape');
  await expect(unwanted).toHaveCount(0);
  await expect(feed.getByRole('article').filter({ hasText: 'My own words' })).toBeVisible();
  await reader.page.reload();
  await expect(feed.getByRole('article').filter({ hasText: 'My own words' })).toBeVisible();
  await expect(unwanted).toHaveCount(0);

  // The blocked blog, in its own browser, cannot follow the blocker: the card's Follow goes back.
  const readerPost = await saveTextPost(reader.page.request, 'Find me', 'published');
  await pest.page.goto(`/${reader.blog}/post/${readerPost}`);
  const readerCard = pest.page.getByRole('dialog', { name: `${reader.blog}'s blog card` });
  await expect(async () => {
    await pest.page.mouse.move(0, 0);
    await pest.page.getByRole('article').getByRole('link', { name: reader.blog, exact: true }).hover();
    await expect(readerCard).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await readerCard.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(
    pest.page.getByText(`Could not follow ${reader.blog}. You can't interact with this blog.`),
  ).toBeVisible();
  await expect(readerCard.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // The blocker's settings list the block; Unblock ends it.
  await reader.page.goto(`/settings/blog/${reader.blog}`);
  const list = reader.page.getByRole('list', { name: `Blogs ${reader.blog} blocks` });
  await expect(list.getByRole('link', { name: pest.blog })).toBeVisible();
  await list.getByRole('button', { name: `Unblock ${pest.blog}` }).click();
  await expect(reader.page.getByText(`${reader.blog} hasn't blocked any blogs.`)).toBeVisible();

  // Narrow screens get the same confirmation.
  await reader.page.setViewportSize({ width: 390, height: 844 });
  const pestPost = await saveTextPost(pest.page.request, 'Back again', 'published');
  await reader.page.goto(`/${pest.blog}/post/${pestPost}`);
  const pestArticle = reader.page.getByRole('article');
  await hoverForCard(reader.page, pestArticle.getByRole('link', { name: pest.blog, exact: true }), card);
  await pestArticle.locator('header a[data-blog-card-open]').click();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `More about ${pest.blog}` }).click();
  await shot(reader.page, 'card-menu-390');
  await card.getByRole('button', { name: 'Block' }).click();
  await expect(confirm).toBeVisible();
  await shot(reader.page, 'block-confirm-390');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
});
