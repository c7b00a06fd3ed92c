import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { saveBlogSettings } from './support/blogs';
import { createTextPost } from './support/posts';
import { expect, test } from './support/test';

test('a permalink shows its notes without a click, and tabs are named for the blog and the post', async ({
  page,
}) => {
  const tag = `notes${Date.now().toString(36)}`;
  const writer = await memberElsewhere('notable');
  await saveBlogSettings(writer.request, writer.member.blog, { title: 'The Notable Blog' });
  const { id } = await createTextPost(writer.request, 'A post with notes', 'Words worth a like.', [tag]);
  const fan = await memberElsewhere('notefan');
  const post = await fan.request.get(`/svc/blog/${writer.member.blog}/post/${id}`);
  const key = ((await post.json()) as { response: { post: { reblog_key: string } } }).response.post
    .reblog_key;
  const liked = await fan.request.post('/svc/like', {
    headers: { 'X-Form-Key': await formKey(fan.request) },
    data: { id, key },
  });
  expect(liked.ok()).toBe(true);
  await Promise.all([writer.request.dispose(), fan.request.dispose()]);

  await page.goto(`/${writer.member.blog}/post/${id}`);
  const notes = page.getByRole('region', { name: 'Notes' });
  await expect(notes).toBeVisible();
  await expect(notes.getByRole('list', { name: 'Notes of this post' })).toContainText(fan.member.blog);
  await expect(page).toHaveTitle('A post with notes — The Notable Blog');

  await page.goto(`/${writer.member.blog}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveTitle('The Notable Blog');
  // The blog's list shows no notes until asked.
  await expect(page.getByRole('region', { name: 'Notes' })).toHaveCount(0);

  await page.goto(`/${writer.member.blog}/tagged/${tag}`);
  await expect(page).toHaveTitle(`#${tag} — The Notable Blog`);
  await page.goto(`/tagged/${tag}`);
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page).toHaveTitle(`#${tag} — Rookery`);

  // The blog view panel over the dashboard names the tab the same way, and opens a post's notes.
  await signUpViaApi(page, 'notereader');
  await page.goto(`/blog/view/${writer.member.blog}/${id}`);
  await expect(page.getByRole('region', { name: 'Notes' })).toBeVisible();
  await expect(page).toHaveTitle('A post with notes — The Notable Blog');
  await page.goto(`/blog/view/${writer.member.blog}`);
  await expect(page.locator('[data-blog-view]').getByRole('article')).toHaveCount(1);
  await expect(page).toHaveTitle('The Notable Blog');
});
