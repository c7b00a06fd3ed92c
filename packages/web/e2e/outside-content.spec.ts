import { signUpViaApi } from './support/accounts';
import { E2E_OUTSIDE_URL } from './support/server';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });
const ID = 'aqz-KE-bpKQ';

async function post(page: Page, blog: string) {
  await form(page).getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  await expect(page.getByText(`Posted to ${blog}.`).last()).toBeVisible();
}

test('a video post from a YouTube link: the preview, then the player on the blog', async ({ page }) => {
  const member = await signUpViaApi(page, 'vidlink');
  await page.goto('/dashboard');
  await page.goto('/new/video');
  await form(page).getByRole('radio', { name: 'Embed code' }).check();
  const code = form(page).getByRole('textbox', { name: 'Embed code' });
  // Until the author asks for the player, the browser asks no other site for anything: the still
  // comes through Rookery's image proxy.
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) elsewhere.push(request.url());
  });

  // Neither a link nor code with a player: the spec's words (document 2 §5).
  await code.fill('hello world');
  await expect(form(page).getByRole('alert')).toHaveText('Invalid embed code');

  await code.fill(`https://www.youtube.com/shorts/${ID}`);
  const play = form(page).getByRole('button', { name: 'Play the YouTube video' });
  await expect(play).toBeVisible();
  await expect(form(page).getByText(`https://www.youtube.com/watch?v=${ID}`)).toBeVisible();
  expect(elsewhere).toEqual([]);
  await shot(page, 'video-preview');
  await play.click();
  await expect(form(page).locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${ID}`,
  );

  await post(page, member.blog);
  await page.goto(`/${member.blog}`);
  await expect(page.getByRole('article').locator('iframe')).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${ID}`,
  );
});

test('a photo by its address becomes the author’s own upload', async ({ page }) => {
  const member = await signUpViaApi(page, 'photoaddr');
  await page.goto('/dashboard');
  await page.goto('/new/photo');
  await form(page).getByRole('button', { name: 'Add a photo from an address' }).click();
  const address = form(page).getByLabel('Photo address');
  await address.fill('http://127.0.0.1:1/nothing.jpg');
  await address.press('Enter');
  await expect(form(page).getByText('Rookery only opens addresses on the public internet.')).toBeVisible();
  await address.fill(`${E2E_OUTSIDE_URL}/photo.jpg`);
  await form(page).getByRole('button', { name: 'Add', exact: true }).click();
  await expect(form(page).getByRole('list', { name: 'Photos' }).getByRole('listitem')).toHaveCount(1);
  await shot(page, 'photo-by-address');

  await post(page, member.blog);
  await page.goto(`/${member.blog}`);
  const image = page.getByRole('article').locator('figure img').first();
  await expect(image).toHaveAttribute('src', /^\/media\//);
  await expect(image).toHaveAttribute('width', '900');
});

test("the editor's Image from address stores the image here, and Embed takes a video page", async ({
  page,
}) => {
  await signUpViaApi(page, 'trayaddr');
  await page.goto('/dashboard');
  await page.goto('/new/text');
  const body = form(page).getByRole('textbox', { name: 'Body' });
  await body.click();
  const tray = form(page).getByRole('toolbar', { name: 'Insert' });
  await tray.getByRole('button', { name: 'Image from address' }).click();
  // Nothing to insert only logs a warning; an address of no known kind is told.
  const warned = page.waitForEvent('console', (m) => m.type() === 'warning' && m.text().includes('[editor]'));
  await form(page).getByLabel('Image address').press('Enter');
  await warned;
  await expect(form(page).getByText('Unknown source type for inserting an image.')).toHaveCount(0);
  await form(page).getByLabel('Image address').fill('somewhere over the rainbow');
  await form(page).getByLabel('Image address').press('Enter');
  await expect(form(page).getByText('Unknown source type for inserting an image.')).toBeVisible();
  await form(page).getByLabel('Image address').fill(`${E2E_OUTSIDE_URL}/photo.jpg`);
  await form(page).getByLabel('Image address').press('Enter');
  await expect(body.locator('img')).toHaveAttribute('src', /^\/media\//);

  await body.press('End');
  await body.press('Enter');
  await tray.getByRole('button', { name: 'Embed' }).click();
  await form(page).getByLabel('Embed address').fill(`https://youtu.be/${ID}`);
  await form(page).getByLabel('Embed address').press('Enter');
  await expect(body.locator('iframe')).toHaveAttribute('src', `https://www.youtube-nocookie.com/embed/${ID}`);
});
