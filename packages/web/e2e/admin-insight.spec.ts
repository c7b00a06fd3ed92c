import { formKey, signUpViaApi } from './support/accounts';
import { grantModerator } from './support/moderation';
import { shot } from './support/shots';
import { expect, test } from './support/test';

/**
 * The insight page (issue 20): a moderator reads how the site is used. Events just sent are in the
 * minute chart at once (it reads the events themselves); day and hour charts wait for the hourly count.
 */
test('the insight page draws its charts and top events from the events sent', async ({ page }) => {
  const moderator = await signUpViaApi(page, 'insightmod');
  grantModerator(moderator.email);
  const key = await formKey(page.request);
  const now = Date.now();
  const events = [
    ...Array.from({ length: 5 }, (_, i) => ({ event: 'search', ts: now - i * 1000, pt: '/search/rooks' })),
    ...Array.from({ length: 3 }, (_, i) => ({ event: 'peepr_open', ts: now - i * 1000, pt: '/dashboard' })),
  ];
  const sent = await page.request.post('/services/bblog', {
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    data: JSON.stringify({ events, flushTime: now, form_key: key, client: { platform: 'web' } }),
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  expect((await sent.json()).response.kept).toBe(8);

  await page.goto('/admin/insight');
  await expect(page.getByRole('heading', { name: 'Insight' })).toBeVisible();
  // By day, nothing is counted until the hourly job has run.
  await expect(page.getByText(/Nothing has been counted yet|Counted up to/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Events' }).selectOption('minute');
  const top = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Event' }) });
  await expect(top.getByRole('row', { name: /search bblog 5/ })).toBeVisible();
  await expect(top.getByRole('row', { name: /peepr_open bblog 3/ })).toBeVisible();
  // The charts are drawn (uPlot's canvas) with their figures beside them.
  const eventsChart = page.getByRole('img', { name: 'Events per minute: chart' });
  await expect(eventsChart.locator('canvas')).toBeVisible();
  expect(await eventsChart.locator('canvas').evaluate((c: HTMLCanvasElement) => c.width)).toBeGreaterThan(
    100,
  );
  await shot(page, 'insight-minute-1280');
  // The page as it ends is checked by axe at the end of the test (support/test.ts).
});
