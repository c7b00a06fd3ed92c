import { moderationTexts } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { grantModerator } from './support/moderation';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

/** The moderators' area (issue 19): a moderator resolves a report by suspending the blog. */
test('a moderator resolves a report and suspends the blog; /admin is the 404 page to members', async ({
  page,
  browser,
}) => {
  const pest = await memberElsewhere('pest');
  const postId = await saveTextPost(pest.request, 'Cheap pills here', 'published');
  const reporter = await memberElsewhere('reporter');
  const reported = await reporter.request.post('/svc/report', {
    headers: { 'X-Form-Key': await formKey(reporter.request) },
    data: { target_type: 'post', target_id: postId, reason: 'spam', note: 'Selling pills' },
  });
  expect(reported.ok()).toBe(true);

  // A member sees the 404 page, not the area.
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();

  const moderator = await signUpViaApi(page, 'moderator');
  grantModerator(moderator.email);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Moderation', level: 1 })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Report queue' })
    .getByRole('listitem')
    .filter({ hasText: 'Selling pills' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Cheap pills here');
  await expect(card).toContainText(`reported by ${reporter.member.blog}`);
  await shot(page, 'admin-reports-1280');
  await expectAccessible(page, 'the report queue');
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'admin-reports-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  await card.getByRole('button', { name: 'Suspend blog' }).click();
  await expect(page.getByText(`${pest.member.blog} is suspended.`)).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.getByLabel('Status').selectOption('resolved');
  await expect(page.getByRole('list', { name: 'Report queue' }).getByText('Selling pills')).toBeVisible();

  // The blog's page in the area: the switch is on, the history says who and why.
  await page.getByRole('textbox', { name: 'Blog name' }).fill(pest.member.blog);
  await page.getByRole('button', { name: 'Open blog' }).click();
  await expect(page.getByRole('switch', { name: 'Suspended' })).toBeChecked();
  await expect(page.getByRole('table', { name: `History of ${pest.member.blog}` })).toContainText(
    'suspended on',
  );
  await shot(page, 'admin-blog-1280');
  await expectAccessible(page, 'a blog in the area');

  // Taken down: the blog is the 404 page to a visitor.
  const visitor = await browser.newPage();
  await visitor.goto(`/${pest.member.blog}`);
  await expect(visitor.getByRole('heading', { name: "There's no blog here." })).toBeVisible();
  await visitor.close();

  // Its owner was signed out (it is their only blog); signed in again, they read it under a notice.
  const owner = await browser.newPage();
  const signedIn = await owner.request.post('/svc/account/login', {
    headers: { 'X-Form-Key': await formKey(owner.request) },
    data: { email: pest.member.email, password: pest.member.password },
  });
  expect(signedIn.ok()).toBe(true);
  await owner.goto(`/${pest.member.blog}`);
  await expect(owner.getByRole('status').filter({ hasText: moderationTexts.suspendedNotice })).toBeVisible();
  await expect(owner.getByRole('article').filter({ hasText: 'Cheap pills here' })).toBeVisible();
  const exported = owner.getByRole('link', { name: `Export ${pest.member.blog}` });
  expect((await owner.request.get((await exported.getAttribute('href')) ?? '')).status()).toBe(200);
  await shot(owner, 'suspended-owner-1280');
  await owner.close();

  // Toggling back restores it.
  await page.getByRole('switch', { name: 'Suspended' }).click();
  await expect(page.getByRole('switch', { name: 'Suspended' })).not.toBeChecked();
  expect((await reporter.request.get(`/svc/blog/${pest.member.blog}/post/${postId}`)).status()).toBe(200);

  await page.getByRole('link', { name: 'Log' }).click();
  await expect(page.getByRole('table', { name: 'Moderation log' })).toContainText('resolve report');
  await shot(page, 'admin-log-1280');
  await pest.request.dispose();
  await reporter.request.dispose();
});
