import { signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { hoverForCard } from './support/blog-card';
import { saveBlogSettings } from './support/blogs';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { type Browser, expect, type Page, test } from './support/test';

/** A member signed in on a page of their own browser context (two people, two browsers). */
async function person(browser: Browser, label: string): Promise<{ page: Page; blog: string }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const member = await signUpViaApi(page, label);
  return { page, blog: member.blog };
}

test('follow from the blog card, and unfollow with its confirmation', async ({ browser }) => {
  const writer = await person(browser, 'writer');
  const reader = await person(browser, 'reader');
  const tag = `card${Date.now().toString(36)}`;
  await saveBlogSettings(writer.page.request, writer.blog, {
    title: 'The Writer',
    description: '<p>Words, mostly. <a href="https://example.com/about">About</a></p>',
    asks: true,
    submissions: true,
  });
  for (const title of ['One', 'Two', 'Three'])
    await saveTextPost(writer.page.request, `${title} from the writer`, 'published', { tags: [tag] });

  // The reader finds the writer's post under a tag and rests the pointer on the blog's name.
  await reader.page.goto(`/tagged/${tag}`);
  const post = reader.page.getByRole('article').filter({ hasText: 'Three from the writer' });
  const card = reader.page.getByRole('dialog', { name: `${writer.blog}'s blog card` });
  await hoverForCard(reader.page, post.getByRole('link', { name: writer.blog, exact: true }), card);

  await expect(card.getByRole('heading', { name: 'The Writer' })).toBeVisible();
  await expect(card.getByText('Not following each other')).toBeVisible();
  await expect(card.getByRole('link', { name: 'About' })).toHaveAttribute('target', '_blank');
  await expect(
    card.getByRole('list', { name: `Recent posts of ${writer.blog}` }).getByRole('listitem'),
  ).toHaveCount(3);
  // The messaging icon offers what the blog accepts, in a new tab.
  await card.getByRole('button', { name: `Message ${writer.blog}` }).click();
  await expect(card.getByRole('link', { name: 'Ask a question' })).toHaveAttribute(
    'href',
    `/${writer.blog}/ask`,
  );
  await expect(card.getByRole('link', { name: 'Submit' })).toHaveAttribute('target', '_blank');
  await shot(reader.page, 'card-1280');
  expect(await seriousViolations(reader.page, { include: '[data-blog-card-popover]' })).toEqual([]);
  await reader.page.keyboard.press('Escape');

  const followed = reader.page.waitForResponse((r) => r.url().endsWith('/svc/follow'));
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();
  expect((await followed).ok()).toBe(true);
  await expect(card.getByText('Following for a moment')).toBeVisible();

  // The writer, in their own browser, sees who followed them on the reader's card.
  await writer.page.goto(`/${writer.blog}`);
  const readerPost = await saveTextPost(reader.page.request, 'Hello from the reader', 'published');
  await writer.page.goto(`/${reader.blog}/post/${readerPost}`);
  const readerCard = writer.page.getByRole('dialog', { name: `${reader.blog}'s blog card` });
  await hoverForCard(
    writer.page,
    writer.page.getByRole('article').getByRole('link', { name: reader.blog, exact: true }),
    readerCard,
  );
  await expect(readerCard.getByText('Followed you a moment ago')).toBeVisible();

  // On the dashboard the writer's posts are there now; a click on the avatar opens the card.
  await reader.page.goto('/dashboard');
  const onDashboard = reader.page
    .getByRole('feed', { name: 'Dashboard posts' })
    .getByRole('article')
    .filter({ hasText: 'Three from the writer' });
  await expect(onDashboard).toBeVisible();
  await hoverForCard(reader.page, onDashboard.getByRole('link', { name: writer.blog, exact: true }), card);
  await reader.page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
  await onDashboard.locator('[data-blog-card-open]').first().click();
  await expect(card).toBeVisible();
  await expect(card).toBeFocused();

  // Unfollow asks first; Nevermind keeps the follow.
  await card.getByRole('button', { name: 'Unfollow' }).click();
  const confirm = reader.page.getByRole('alertdialog', {
    name: `Are you sure you want to unfollow ${writer.blog}?`,
  });
  await expect(confirm).toBeVisible();
  await expect(confirm.getByRole('button', { name: 'Ok' })).toBeVisible();
  await shot(reader.page, 'unfollow-confirm-1280');
  await confirm.getByRole('button', { name: 'Nevermind' }).click();
  await expect(card.getByRole('button', { name: 'Unfollow' })).toBeVisible();

  const unfollowed = reader.page.waitForResponse((r) => r.url().endsWith('/svc/unfollow'));
  await card.getByRole('button', { name: 'Unfollow' }).click();
  await confirm.getByRole('button', { name: 'Ok' }).click();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();
  expect((await unfollowed).ok()).toBe(true);
  await expect(card.getByText('Not following each other')).toBeVisible();
  await reader.page.keyboard.press('Escape');
  await expect(card).toHaveCount(0);

  // Narrow: the avatar in the post's header opens the card, kept inside the screen.
  await reader.page.setViewportSize({ width: 390, height: 844 });
  await reader.page.goto(`/tagged/${tag}`);
  const narrowPost = reader.page.getByRole('article').filter({ hasText: 'Three from the writer' });
  await hoverForCard(reader.page, narrowPost.getByRole('link', { name: writer.blog, exact: true }), card);
  await reader.page.mouse.move(0, 0);
  await expect(card).toHaveCount(0);
  await narrowPost.locator('header a[data-blog-card-open]').click();
  await expect(card).toBeVisible();
  const box = await card.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(9);
  expect(box!.x + box!.width).toBeLessThanOrEqual(381);
  await shot(reader.page, 'card-390');
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await card.getByRole('button', { name: 'Unfollow' }).click();
  await shot(reader.page, 'unfollow-confirm-390');
  await reader.page.getByRole('button', { name: 'Nevermind' }).click();
});

test('a failed follow on the card puts it back; a visitor goes to the follow page', async ({
  browser,
  page,
}) => {
  const writer = await person(browser, 'kept');
  const post = await saveTextPost(writer.page.request, 'A post to find', 'published');
  const reader = await person(browser, 'unlucky');
  await reader.page.route('**/svc/follow', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        meta: { status: 500, msg: 'Error' },
        response: [],
        errors: [{ title: 'Error', detail: 'Try again.' }],
      }),
    }),
  );
  await reader.page.goto(`/${writer.blog}/post/${post}`);
  const card = reader.page.getByRole('dialog', { name: `${writer.blog}'s blog card` });
  await hoverForCard(
    reader.page,
    reader.page.getByRole('article').getByRole('link', { name: writer.blog, exact: true }),
    card,
  );
  await card.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(reader.page.getByText(`Could not follow ${writer.blog}.`)).toBeVisible();
  await expect(card.getByRole('button', { name: 'Follow', exact: true })).toBeVisible();

  // Signed out, Follow leads to /follow/{blog} in the same window.
  await page.goto(`/${writer.blog}/post/${post}`);
  const visitorCard = page.getByRole('dialog', { name: `${writer.blog}'s blog card` });
  const nameLink = page.getByRole('article').getByRole('link', { name: writer.blog, exact: true });
  await hoverForCard(page, nameLink, visitorCard);
  await page.mouse.move(0, 0);
  await expect(visitorCard).toHaveCount(0);
  // From the keyboard: the card button after the name, Enter, and Escape back.
  await nameLink.focus();
  await page.keyboard.press('Tab');
  const cardButton = page.getByRole('button', { name: `Show ${writer.blog}'s blog card` });
  await expect(cardButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(visitorCard).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(visitorCard).toHaveCount(0);
  await expect(cardButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(visitorCard.getByText(/following/i)).toHaveCount(0);
  await visitorCard.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/follow/${writer.blog}$`));
});
