import { adAdminTexts, adTexts } from '@rookery/core';
import { formKey, memberElsewhere, signUpViaApi } from './support/accounts';
import { grantModerator } from './support/moderation';
import { shot } from './support/shots';
import { expect, expectAccessible, type Locator, type Page, test } from './support/test';

/** Ad events as the slots send them, for one campaign's impressions (`{id}.{placement}.{n}`). */
async function reportImpressions(page: Page, campaignId: string, events: [string, number][]) {
  const key = await formKey(page.request);
  for (const [event, impression] of events) {
    const answer = await page.request.post('/svc/log/ad', {
      headers: { 'X-Form-Key': key },
      data: { event, placement_id: `${campaignId}.dashboard_right_rail.e2e${impression}` },
    });
    expect(answer.ok()).toBe(true);
  }
}

/** Shots at 1280 and 390 px wide, of `subject` when given (scrolled into view at each width). */
async function shotsAtBothWidths(page: Page, name: string, subject?: Locator) {
  // The toasts would cover what the shots are of.
  const dismiss = page.getByRole('button', { name: 'Dismiss' });
  while ((await dismiss.count()) > 0) await dismiss.first().click();
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await subject?.scrollIntoViewIfNeeded();
    await shot(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** House ads (issue 20): a moderator makes, changes, reads and deletes a campaign at /admin/ads. */
test('a moderator runs a house-ad campaign at /admin/ads and reads its figures', async ({ page }) => {
  // The first account of a fresh site is its admin (moderation/grant-role.ts): someone else's, when
  // this journey runs alone.
  await (await memberElsewhere('adsfirst')).request.dispose();
  const moderator = await signUpViaApi(page, 'adsmod');
  // Not a moderator yet: the area does not show that it exists.
  await page.goto('/admin/ads');
  await expect(page.getByRole('heading', { name: "There's nothing here." })).toBeVisible();

  grantModerator(moderator.email);
  await page.goto('/admin/ads');
  await expect(page.getByRole('heading', { name: 'House ads' })).toBeVisible();
  await expect(page).toHaveTitle('House ads — Rookery');
  // The e2e server runs with ADS_ENABLED (serve.mjs): no note that ads are off.
  await expect(page.getByText(adAdminTexts.adsOff)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No campaigns yet.' })).toBeVisible();

  // A campaign without a link is refused, the reason beside the link field.
  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('region', { name: 'New campaign' });
  await expect(form.getByRole('heading', { name: 'New campaign' })).toBeFocused();
  await form.getByRole('textbox', { name: 'Name' }).fill('Spring prompts');
  await form.getByRole('textbox', { name: 'Headline' }).fill('Write every day in May');
  await form.getByRole('textbox', { name: 'Text' }).fill('A prompt a day, from the staff.');
  await form.getByRole('checkbox', { name: 'Dashboard right rail' }).check();
  await form.getByRole('checkbox', { name: 'Blog network sticky' }).check();
  await expect(form.getByRole('switch', { name: 'Show on sensitive pages' })).not.toBeChecked();
  await expect(form.getByRole('switch', { name: 'Active' })).toBeChecked();
  await form.getByRole('button', { name: 'Create campaign' }).click();
  const link = form.getByRole('textbox', { name: 'Link URL' });
  await expect(link).toHaveAttribute('aria-invalid', 'true');
  await expect(link).toHaveAccessibleDescription(`Where a click goes. ${adTexts.linkRequired}`);
  await expect(link).toBeFocused();
  await expectAccessible(page, 'the campaign form with an error');
  await shotsAtBothWidths(page, 'admin-ads-form');

  await link.fill('https://example.com/prompts');
  await form.getByRole('button', { name: 'Create campaign' }).click();
  await expect(page.getByText('Campaign created.')).toBeVisible();
  // The closed form gives the keyboard back to what opened it.
  await expect(page.getByRole('button', { name: 'New campaign' })).toBeFocused();
  const card = page
    .getByRole('list', { name: 'Campaigns' })
    .getByRole('listitem', { name: 'Spring prompts' });
  await expect(card).toContainText('Write every day in May');
  await expect(card).toContainText('Dashboard right rail, Blog network sticky');
  await expect(card).toContainText('Active');
  await expect(card).toContainText('0 today, 0 in all');

  // Edited: a new headline and a daily cap.
  await card.getByRole('button', { name: 'Edit Spring prompts' }).click();
  const editing = page.getByRole('region', { name: 'Edit Spring prompts' });
  await editing.getByRole('textbox', { name: 'Headline' }).fill('Write every day in June');
  await editing.getByRole('textbox', { name: 'Daily impression cap' }).fill('500');
  await editing.getByRole('button', { name: 'Save campaign' }).click();
  await expect(page.getByText('Campaign saved.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Edit Spring prompts' })).toBeFocused();
  await expect(card).toContainText('Write every day in June');
  await expect(card).toContainText('500 a day');

  // Its figures: four impressions, two seen, one click, read from the events up to now.
  const list = await page.request.get('/svc/admin/ads');
  const campaignId = ((await list.json()) as { response: { campaigns: { id: string }[] } }).response
    .campaigns[0]!.id;
  await reportImpressions(page, campaignId, [
    ['serve', 1],
    ['serve', 2],
    ['serve', 3],
    ['serve', 4],
    ['viewable', 1],
    ['viewable', 3],
    ['click', 3],
  ]);
  await page.getByLabel('Figures for').selectOption({ label: 'Last 7 days' });
  const figure = (name: string) => card.locator(`dt:text-is("${name}") + dd`);
  await expect(figure('Served')).toHaveText('4');
  await expect(figure('Viewable')).toHaveText('2');
  await expect(figure('Viewable rate')).toHaveText('50%');
  await expect(figure('Clicks')).toHaveText('1');
  await expect(figure('CTR')).toHaveText('25%');
  await expectAccessible(page, 'the campaigns with their figures');
  await shotsAtBothWidths(page, 'admin-ads-list');

  // The insight page has them too, per campaign.
  await page.getByRole('link', { name: 'Insight' }).click();
  const table = page.getByRole('region', { name: 'House ads' }).getByRole('table');
  await expect(table.getByRole('row', { name: /Spring prompts/ })).toHaveText(
    ['Spring prompts', '4', '2', '50%', '1', '25%'].join(''),
  );
  await shotsAtBothWidths(page, 'admin-insight-ads', table);
  await expectAccessible(page, 'the insight page with the house ads');

  // Deleted, after a confirmation.
  await page.getByRole('link', { name: 'Ads' }).click();
  await card.getByRole('button', { name: 'Delete Spring prompts' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Delete the campaign “Spring prompts”? Its figures go with it.');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Spring prompts is deleted.')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No campaigns yet.' })).toBeVisible();
});
