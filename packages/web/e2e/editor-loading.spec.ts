import { signUpViaApi } from './support/accounts';
import { expect, type Page, test } from './support/test';

// The build names the chunk of TipTap, ProseMirror and the Markdown converters `editor`, and the
// component that uses them `rich-editor` (vite.config.ts).
const EDITOR_CHUNK = /\/assets\/(rich-)?editor-[\w-]+\.js$/;

/** Script addresses the page asks for from now on. */
function scriptRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') seen.push(request.url());
  });
  return seen;
}

test('the start page does not download the editor', async ({ page }) => {
  const scripts = scriptRequests(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => EDITOR_CHUNK.test(url))).toEqual([]);
});

test('the blog description editor arrives when the settings page needs it', async ({ page }) => {
  const member = await signUpViaApi(page, 'lazydesc');
  const scripts = scriptRequests(page);
  await page.goto(`/settings/blog/${member.blog}`);
  await expect(page.getByRole('textbox', { name: 'Description' })).toBeVisible();
  expect(scripts.some((url) => EDITOR_CHUNK.test(url))).toBe(true);
});
