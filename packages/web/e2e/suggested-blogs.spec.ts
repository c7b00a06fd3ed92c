import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { followBlog } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, expectHydrated, test } from './support/test';

const SUGGESTIONS = 'Check out these blogs';

/** A blog with a post someone liked this week: trending, so a new account is offered it. */
async function trendingBlog(label: string) {
  const writer = await memberElsewhere(label);
  const { id } = await createTextPost(writer.request, `A post by ${label}`, 'Liked this week.');
  const fan = await memberElsewhere(`${label}fan`);
  const post = await fan.request.get(`/svc/blog/${writer.member.blog}/post/${id}`);
  const key = ((await post.json()) as { response: { post: { reblog_key: string } } }).response.post
    .reblog_key;
  await fan.request.post('/svc/like', {
    headers: { 'X-Form-Key': await formKey(fan.request) },
    data: { id, key },
  });
  await Promise.all([writer.request.dispose(), fan.request.dispose()]);
  return writer.member.blog;
}

for (const width of [1280, 390]) {
  test(`a new account's empty dashboard offers blogs to follow in one click (${width} px)`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await trendingBlog(`trend${width}`);
    await signUpViaApi(page, `fresh${width}`);

    await page.goto('/dashboard');
    const welcome = page.getByRole('region', { name: 'Welcome to your dashboard' });
    await expect(welcome).toBeVisible();
    const list = welcome.getByRole('group', { name: SUGGESTIONS });
    const first = list.getByRole('listitem').first();
    await expect(first.getByRole('button', { name: /^Follow / })).toBeVisible();
    const name = (await first.getByRole('link').first().textContent()) ?? '';
    expect(name).not.toBe('');
    // The rail's list is for wide screens; on a phone the welcome is the only one.
    await expect(page.getByRole('region', { name: SUGGESTIONS })).toHaveCount(width > 990 ? 1 : 0);

    const follow = first.getByRole('button', { name: `Follow ${name}`, exact: true });
    await expectHydrated(follow);
    await follow.click();
    // The dashboard is read again: the followed blog's posts take the welcome's place.
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: name }).first()).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article').filter({ hasText: name }).first()).toBeVisible();
  });
}

test('the rail suggests blogs your follows follow, and follows in one click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const friend = await memberElsewhere('railfriend');
  const theirs = await memberElsewhere('railtheirs');
  await createTextPost(friend.request, 'From a friend', 'Words.');
  await followBlog(friend.request, theirs.member.blog);
  await Promise.all([friend.request.dispose(), theirs.request.dispose()]);
  await signUpViaApi(page, 'railreader');
  await followBlog(page.request, friend.member.blog);

  await page.goto('/dashboard');
  await expect(page.getByRole('article').first()).toBeVisible();
  const rail = page.getByRole('complementary').getByRole('region', { name: SUGGESTIONS });
  const row = rail.getByRole('listitem').first();
  await expect(row).toContainText(theirs.member.blog);
  await expect(row).toContainText(`Followed by ${friend.member.blog}`);
  // The button turns at once; the server's answer is awaited before asking the server.
  const follow = row.getByRole('button', { name: `Follow ${theirs.member.blog}`, exact: true });
  await expectHydrated(follow);
  const followed = page.waitForResponse((r) => r.url().endsWith('/svc/follow'));
  await follow.click();
  await expect(row.getByRole('button', { name: `Following ${theirs.member.blog}` })).toBeVisible();
  expect((await followed).ok()).toBe(true);

  const data = await page.request.get(`/svc/data/tumblelog?tumblelog=${theirs.member.blog}`);
  expect(((await data.json()) as { response: { following: boolean } }).response.following).toBe(true);
});

test('explore suggests blogs, on a phone too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await trendingBlog('exploretrend');
  await page.goto('/explore');
  const list = page.getByRole('region', { name: SUGGESTIONS });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expect(list.getByRole('button', { name: /^Follow / }).first()).toBeVisible();
});
