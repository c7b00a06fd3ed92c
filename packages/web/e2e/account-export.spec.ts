import { readFile } from 'node:fs/promises';
import { accountDeletionTexts, accountExportTexts } from '@rookery/core';
import { PASSWORD, signUpViaApi } from './support/accounts';
import { mailedLink } from './support/mail';
import { saveTextPost } from './support/posts';
import { shot } from './support/shots';
import { expect, test } from './support/test';

test('an export is made, mailed and downloaded; the account is set to be deleted, then kept', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const member = await signUpViaApi(page, 'leaving');
  await saveTextPost(page.request, 'Ten years of posts start here', 'published');
  await saveTextPost(page.request, 'A draft never finished', 'draft');

  await page.goto('/settings/account');
  const exportCard = page.getByRole('region', { name: 'Export your data' });
  await expect(exportCard.getByText("we'll email you a link when it's ready")).toBeVisible();
  await exportCard.getByRole('button', { name: 'Request an export' }).click();
  await expect(page.getByText(accountExportTexts.requested)).toBeVisible();
  await expect(exportCard.getByRole('button', { name: 'Making your export…' })).toBeDisabled();
  await expect(exportCard.getByRole('list', { name: 'Your exports' })).toContainText('Being made');
  await shot(page, 'export-requested-1280');

  // The job makes it and mails the link, which leads back here to the export it names.
  await page.goto(await mailedLink(member.email, 'export', 60_000));
  const mailed = exportCard.locator('li[aria-current="true"]');
  await expect(mailed).toContainText('Ready', { timeout: 30_000 });
  await expect(exportCard.getByRole('button', { name: 'Request an export' })).toBeEnabled();
  await shot(page, 'export-ready-1280');
  const download = page.waitForEvent('download');
  await mailed.getByRole('link', { name: 'Download' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^rookery-export-\d{4}-\d\d-\d\d\.zip$/);
  const bytes = await readFile((await file.path())!);
  // A zip: its first local file header.
  expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');

  await page.setViewportSize({ width: 390, height: 844 });
  await exportCard.scrollIntoViewIfNeeded();
  await shot(page, 'export-ready-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  const deleteCard = page.getByRole('region', { name: 'Delete account' });
  const password = deleteCard.getByLabel('Your password');
  await password.fill('not my password');
  await deleteCard.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAccessibleDescription(accountDeletionTexts.passwordWrong);
  await password.fill(PASSWORD);
  await deleteCard.getByRole('button', { name: 'Delete my account' }).click();
  const notice = deleteCard.getByRole('status').filter({ hasText: 'will be deleted on' });
  await expect(notice).toBeVisible();
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'delete-scheduled-1280');
  await page.setViewportSize({ width: 390, height: 844 });
  await notice.scrollIntoViewIfNeeded();
  await shot(page, 'delete-scheduled-390');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Others no longer find the blog; the owner, signed in, sees the notice on the dashboard too.
  const visitor = await page.context().browser()!.newContext();
  const answer = await visitor.request.get(
    `${new URL(page.url()).origin}/svc/data/tumblelog?tumblelog=${member.blog}`,
  );
  expect(answer.status()).toBe(404);
  await visitor.close();
  await page.goto('/dashboard');
  const banner = page.getByRole('status').filter({ hasText: 'will be deleted on' });
  await expect(banner).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, 'delete-scheduled-dashboard-390');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shot(page, 'delete-scheduled-dashboard-1280');

  await banner.getByRole('button', { name: accountDeletionTexts.keep }).click();
  await expect(page.getByText(accountDeletionTexts.kept)).toBeVisible();
  await expect(banner).toHaveCount(0);
  await page.goto('/settings/account#delete');
  await expect(
    page.getByRole('region', { name: 'Delete account' }).getByLabel('Your password'),
  ).toBeVisible();
});
