import { adultContentTexts } from '@rookery/core';
import { memberElsewhere, signUpViaApi } from './support/accounts';
import { decideOnPost, grantModerator } from './support/moderation';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

/** The owner's side of a moderator's flag (issue 19): the review page, the appeal, the in-review message. */
test('an owner appeals a flagged post from the review page and sees the in-review message', async ({
  page,
}) => {
  const owner = await signUpViaApi(page, 'flagged');
  const postId = await saveTextPost(page.request, 'A post a moderator flags', 'published');
  const moderator = await memberElsewhere('mod');
  grantModerator(moderator.member.email);
  await decideOnPost(moderator.request, postId, 'classify');

  // The owner's own card says why, and leads to the review page.
  await page.goto(`/${owner.blog}`);
  const card = page.getByRole('article').filter({ hasText: 'A post a moderator flags' });
  await expect(card.getByRole('note')).toContainText(adultContentTexts.available);
  await shot(page, 'flag-notice-1280');
  await card.getByRole('link', { name: 'Review and appeal' }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/${owner.blog}/review$`));
  const entry = page.getByRole('list', { name: 'Flagged posts' }).getByRole('listitem');
  await expect(entry).toHaveCount(1);
  await expect(entry.getByText(adultContentTexts.available)).toBeVisible();
  await expect(entry.getByRole('article')).toContainText('A post a moderator flags');
  await shot(page, 'review-available-1280');
  await expectAccessible(page, 'the review page');

  const appealed = page.waitForResponse((r) => r.url().endsWith('/svc/appeal'));
  await entry.getByRole('button', { name: 'Appeal' }).click();
  expect((await appealed).request().postDataJSON()).toEqual({
    post_id: postId,
    blog_name: owner.blog,
    state: 3,
  });
  const alert = page.getByRole('alertdialog', { name: adultContentTexts.appealSent });
  await expect(alert).toBeVisible();
  await alert.getByRole('button').click();
  await expect(entry.getByText(adultContentTexts.inReview)).toBeVisible();
  await expect(entry.getByRole('button', { name: 'Appeal' })).toHaveCount(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'review-in-review-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // An edit made from the review page emits EditPost (spec document 1 §2) and comes back here;
  // the client logger sends it with its next batch, which hiding the page flushes.
  await entry.getByRole('link', { name: 'Edit', exact: true }).click();
  const form = page.getByRole('dialog', { name: 'Edit post' });
  await form.getByLabel('Title').fill('A post a moderator flags, edited');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(form).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/blog/${owner.blog}/review$`));
  const logged = page.waitForRequest((r) => r.url().endsWith('/services/cslog'));
  await page.evaluate(() => {
    // The logger's fallback when a beacon is refused is a keepalive fetch, whose body a test can read.
    navigator.sendBeacon = () => false;
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const batch = (await logged).postDataJSON() as { payload: { event: string; data?: unknown }[] };
  expect(batch.payload).toContainEqual(
    expect.objectContaining({ event: 'EditPost', data: { post_id: postId } }),
  );
  await expect(entry.getByRole('article')).toContainText('A post a moderator flags, edited');

  // Others never see the flagged post.
  const other = await moderator.request.get(`/svc/blog/${owner.blog}/post/${postId}`);
  expect(other.status()).toBe(404);
  await moderator.request.dispose();
});
