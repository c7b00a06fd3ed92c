import { memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 900 } });

test("follow from a post's header: every post of the blog drops its Follow, and it holds after a reload", async ({
  page,
}) => {
  const tag = `hdr${Date.now().toString(36)}`;
  const writer = await memberElsewhere('hdrwriter');
  const other = await memberElsewhere('hdrother');
  await createTextPost(writer.request, 'First from the writer', 'Words.', [tag]);
  await createTextPost(other.request, 'From the other blog', 'Words.', [tag]);
  await createTextPost(writer.request, 'Second from the writer', 'Words.', [tag]);
  await signUpViaApi(page, 'hdrreader');
  await createTextPost(page.request, 'My own post', 'Words.', [tag]);
  await writer.request.dispose();
  await other.request.dispose();

  await page.goto(`/tagged/${tag}`);
  const posts = page.getByRole('article');
  await expect(posts).toHaveCount(4);
  const followWriter = page.getByRole('button', { name: `Follow ${writer.member.blog}`, exact: true });
  await expect(followWriter).toHaveCount(2);
  // Not on the reader's own post.
  await expect(posts.filter({ hasText: 'My own post' }).getByRole('button', { name: /^Follow/ })).toHaveCount(
    0,
  );

  // The button turns before the server answers; the reload below is to show what the server kept.
  const followed = page.waitForResponse((r) => r.url().endsWith('/svc/follow'));
  await posts
    .filter({ hasText: 'Second from the writer' })
    .getByRole('button', { name: /^Follow/ })
    .click();
  await expect(
    posts.filter({ hasText: 'Second from the writer' }).getByRole('button', { name: /^Following/ }),
  ).toBeVisible();
  await expect(followWriter).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Follow ${other.member.blog}`, exact: true })).toBeVisible();
  expect((await followed).ok()).toBe(true);

  await page.reload();
  await expect(posts).toHaveCount(4);
  await expect(page.getByRole('button', { name: /^Follow/ })).toHaveCount(1);
  const following = await page.request.get(`/svc/data/tumblelog?tumblelog=${writer.member.blog}`);
  expect(((await following.json()) as { response: { following: boolean } }).response.following).toBe(true);
});

test('a failed follow puts the button back and says why', async ({ page }) => {
  const writer = await memberElsewhere('hdrfail');
  const { id } = await createTextPost(writer.request, 'A post to follow from', 'Words.');
  await writer.request.dispose();
  await signUpViaApi(page, 'hdrfailreader');
  await page.route('**/svc/follow', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ meta: { status: 500, msg: 'Server Error' }, response: [], errors: [] }),
    }),
  );

  await page.goto(`/${writer.member.blog}/post/${id}`);
  await page.getByRole('button', { name: `Follow ${writer.member.blog}`, exact: true }).click();
  await expect(page.getByText(`Could not follow ${writer.member.blog}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Follow ${writer.member.blog}`, exact: true })).toBeVisible();
});

test("a visitor's Follow in a post header goes to the follow page", async ({ page }) => {
  const writer = await memberElsewhere('hdrvisit');
  const { id } = await createTextPost(writer.request, 'A post for visitors', 'Words.');
  await writer.request.dispose();
  await page.goto(`/${writer.member.blog}/post/${id}`);
  await page
    .getByRole('article')
    .getByRole('link', { name: `Follow ${writer.member.blog}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/follow/${writer.member.blog}$`));
});

test('a followed blog shows no Follow on its posts', async ({ page }) => {
  const writer = await memberElsewhere('hdrknown');
  const { id } = await createTextPost(writer.request, 'Already followed', 'Words.');
  await writer.request.dispose();
  await signUpViaApi(page, 'hdrknownreader');
  await followBlog(page.request, writer.member.blog);
  await page.goto(`/${writer.member.blog}/post/${id}`);
  await expect(page.getByRole('article')).toContainText('Already followed');
  await expect(
    page.getByRole('article').getByRole('button', { name: `Follow ${writer.member.blog}`, exact: true }),
  ).toHaveCount(0);
});
