import { createServer, type Server } from 'node:http';
import { formKey, newMember } from './support/accounts';
import { startSecondServer } from './support/second-server';
import { shot } from './support/shots';
import { expect, expectAccessible, test } from './support/test';

/**
 * The ad partner's slot (issue 20, spec document 3 §7): a server of its own with AD_SCRIPT_URL
 * naming a partner script served here, which fills the slot or leaves it empty as the journey says.
 */
const PORT = 8196;
const MAIN = `http://127.0.0.1:${PORT}`;
const PARTNER_PORT = 8188;

let server: Awaited<ReturnType<typeof startSecondServer>>;
let partner: Server;
let partnerFills = true;
let scriptLoads = 0;

// A 300×250 picture the partner's script puts into the slot, with its link out.
const FILL = `(function () {
  var link = document.createElement('a');
  link.href = 'https://example.com/partner-offer';
  link.target = '_blank';
  var img = document.createElement('img');
  img.alt = 'A partner offer';
  img.width = 300;
  img.height = 250;
  img.src = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250"><rect width="300" height="250" fill="#2d6a4f"/><text x="150" y="130" font-size="22" fill="white" text-anchor="middle">Partner offer</text></svg>');
  link.appendChild(img);
  document.getElementById('ad').appendChild(link);
})();`;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  partner = createServer((_request, response) => {
    scriptLoads += 1;
    response.writeHead(200, { 'content-type': 'text/javascript' });
    response.end(partnerFills ? FILL : '/* no ad today */');
  }).listen(PARTNER_PORT, '127.0.0.1');
  server = await startSecondServer(PORT, 'partner', {
    AD_SCRIPT_URL: `http://127.0.0.1:${PARTNER_PORT}/tag.js`,
  });
});

test.afterAll(async () => {
  partner.close();
  await server.stop();
});

test('the partner’s ad fills its slot in a sandbox, refreshes after 10 s, and an empty slot goes', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const context = await browser.newContext({ baseURL: MAIN, viewport: { width: 1280, height: 1000 } });
  const page = await context.newPage();
  const { email, blog, password } = newMember('partnerreader');
  const registered = await page.request.post('/svc/account/register', {
    headers: { 'X-Form-Key': await formKey(page.request) },
    data: { email, password, blog_name: blog },
  });
  expect(registered.ok()).toBe(true);

  partnerFills = true;
  scriptLoads = 0;
  await page.goto('/dashboard');
  const slot = page.getByRole('complementary', { name: 'Sponsored, from our ad partner' });
  await expect(slot).toBeVisible();
  await expect(slot).toContainText('Sponsored');
  const ad = page.frameLocator('iframe[title="Sponsored"]').getByRole('img', { name: 'A partner offer' });
  await expect(ad).toBeVisible();
  expect(await slot.locator('iframe').getAttribute('sandbox')).not.toContain('allow-same-origin');
  // The partner's script runs in an opaque origin: our page, its cookies and form key are out of reach.
  const frame = page.frames().find((f) => f.url().endsWith('/ads/partner'));
  expect(await frame?.evaluate(() => window.origin)).toBe('null');
  expect(
    await frame?.evaluate(() => {
      try {
        return parent.document.title;
      } catch {
        return 'out of reach';
      }
    }),
  ).toBe('out of reach');
  expect(scriptLoads).toBe(1);
  await shot(page, 'ad-partner-1280');
  await expectAccessible(page, 'the dashboard with the partner’s ad');

  // A shown ad is refreshed 10 s later: the partner's script is asked for again.
  await expect(slot.locator('iframe')).toHaveAttribute('data-partner-load', '1', { timeout: 14_000 });
  await expect(ad).toBeVisible();
  expect(scriptLoads).toBe(2);

  // No ad: after five looks a second apart, the slot is removed.
  partnerFills = false;
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Sponsored, from our ad partner' })).toHaveCount(0, {
    timeout: 10_000,
  });
  await context.close();
});
