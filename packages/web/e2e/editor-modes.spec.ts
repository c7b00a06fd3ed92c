import { signUpViaApi } from './support/accounts';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const body = (page: Page) => form(page).getByRole('textbox', { name: 'Body' });
const mode = (page: Page) => form(page).getByLabel('Editor');

test('switching rich → HTML → rich keeps the content', async ({ page }) => {
  await signUpViaApi(page, 'modes');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  await body(page).click();
  await page.keyboard.type('Plain and ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold');
  await mode(page).selectOption('html');
  await expect(body(page)).toHaveValue('<p>Plain and <b>bold</b></p>');
  await body(page).fill('<p>Plain and <b>bold</b> and <i>more</i></p>');
  await mode(page).selectOption('rich');
  await expect(body(page).locator('b')).toHaveText('bold');
  await expect(body(page).locator('i')).toHaveText('more');
});

test('a Markdown post renders as HTML on the blog', async ({ page }) => {
  const member = await signUpViaApi(page, 'markdown');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  await mode(page).selectOption('markdown');
  await form(page).getByLabel('Title').fill('In Markdown');
  await body(page).fill('## Heading\n\nSome **strong** words and a [link](https://example.com).');
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  await page.goto(`/${member.blog}`);
  const post = page.getByRole('article').first();
  await expect(post.getByRole('heading', { name: 'Heading', level: 2 })).toBeVisible();
  await expect(post.locator('b, strong')).toHaveText('strong');
  await expect(post.getByRole('link', { name: 'link', exact: true })).toHaveAttribute(
    'href',
    'https://example.com',
  );
});

test('a pasted image with an onerror handler never runs', async ({ page }) => {
  await signUpViaApi(page, 'paste');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const ran: string[] = [];
  page.on('dialog', (dialog) => {
    ran.push(dialog.message());
    void dialog.dismiss();
  });
  await page.evaluate(() => {
    (window as unknown as { pwned: boolean }).pwned = false;
  });
  await body(page).click();
  await body(page).evaluate((el) => {
    const data = new DataTransfer();
    data.setData(
      'text/html',
      '<p>Pasted<img src="x" onerror="window.pwned = true; alert(1)"></p><script>window.pwned = true</script>',
    );
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await expect(body(page)).toContainText('Pasted');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { pwned: boolean }).pwned)).toBe(false);
  expect(ran).toEqual([]);
  await expect(body(page).locator('[onerror]')).toHaveCount(0);
  await expect(body(page).locator('script')).toHaveCount(0);
});
