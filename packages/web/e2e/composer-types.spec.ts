import { signUpViaApi } from './support/accounts';
import { solidPng, taggedMp3 } from './support/media-files';
import { E2E_OUTSIDE_URL } from './support/server';
import { shot } from './support/shots';
import { expect, type Page, test } from './support/test';

const form = (page: Page) => page.getByRole('dialog', { name: 'New post' });

/** Posts the open form and waits for it to close and the save toast to name the blog. */
async function post(page: Page, blog: string, button = 'Post') {
  await form(page).getByRole('button', { name: button, exact: true }).click();
  await expect(form(page)).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(`Posted to ${blog}.`).last()).toBeVisible();
}

test('a member posts one post of each of the seven types and sees them on their blog', async ({ page }) => {
  test.setTimeout(120_000);
  const member = await signUpViaApi(page, 'types');
  await page.goto('/dashboard');

  await test.step('text, with tags, from quick compose', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Compose' }).click();
    await page.getByRole('dialog', { name: 'Create a post' }).getByRole('button', { name: 'Text' }).click();
    await expect(page).toHaveURL(/\/new\/text$/);
    await expect(form(page).getByRole('tab', { name: 'Text' })).toHaveAttribute('aria-selected', 'true');

    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Post body empty.');

    await form(page).getByLabel('Title').fill('Hello, Rookery');
    await form(page).getByLabel('Body').fill('My first post.\nOn two lines.');
    const tags = form(page).getByLabel('Tags', { exact: true });
    await tags.fill('first post');
    await tags.press('Enter');
    await tags.fill('#hello');
    await tags.press(',');
    await expect(
      form(page).getByRole('list', { name: 'Tags on this post' }).getByRole('listitem'),
    ).toHaveText(['#first post', '#hello']);
    await post(page, member.blog);
  });

  await test.step('photo: two uploaded images, captions, order and layout', async () => {
    await page.goto('/new/photo');
    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('No photos specified.');

    await form(page)
      .getByLabel('Upload photos')
      .setInputFiles([
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a picture') },
        { name: 'red.png', mimeType: 'image/png', buffer: solidPng(60, 40, [220, 40, 40]) },
        { name: 'blue.png', mimeType: 'image/png', buffer: solidPng(40, 60, [40, 40, 220]) },
      ]);
    await expect(form(page).getByText('notes.txt: This is not a valid image file.')).toBeVisible();
    const photos = form(page).getByRole('list', { name: 'Photos' }).getByRole('listitem');
    await expect(photos).toHaveCount(2);
    // Each photo shows the stored file once its upload is done.
    await expect(photos.nth(0).getByRole('img')).toHaveAttribute('src', /^\/media\//);
    await expect(photos.nth(1).getByRole('img')).toHaveAttribute('src', /^\/media\//);
    await expect(form(page).getByRole('progressbar')).toHaveCount(0);

    await form(page).getByLabel('Caption for photo 1').fill('Red');
    await form(page).getByLabel('Caption for photo 2').fill('Blue');
    await form(page).getByRole('button', { name: 'Move photo 2 up' }).click();
    await expect(form(page).getByLabel('Caption for photo 1')).toHaveValue('Blue');
    await form(page).getByRole('radio', { name: 'Two per row' }).check();
    await form(page).getByLabel('Caption', { exact: true }).fill('Primary colours');
    await post(page, member.blog);
  });

  await test.step('quote', async () => {
    await page.goto('/new/quote');
    await form(page)
      .getByRole('textbox', { name: 'Quote' })
      .fill('Simplicity is the ultimate sophistication.');
    await form(page).getByLabel('Source').fill('Leonardo');
    await post(page, member.blog);
  });

  await test.step('link, with the URL check', async () => {
    await page.goto('/new/link');
    const url = form(page).getByLabel('URL');
    await url.fill('not a url');
    await url.blur();
    await expect(form(page).getByText('Not a valid URL')).toBeVisible();
    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('Not a valid URL');
    // The page is read as its address is typed (issue 17): its title, excerpt, author and picture.
    await url.fill(`${E2E_OUTSIDE_URL}/article`);
    await expect(form(page).getByLabel('Link title')).toHaveText('Rooks at dusk');
    await expect(form(page).getByLabel('Excerpt')).toHaveValue(
      'Where the rookery goes when the light fails.',
    );
    await expect(form(page).getByLabel('Author')).toHaveValue('Ada Lovelace');
    await expect(form(page).locator('figure img')).toHaveAttribute('src', /^\/media\//);
    await shot(page, 'link-filled');
    await form(page).getByLabel('Link title').fill('A good read');
    await form(page).getByLabel('Description').fill('Worth the time.');
    await post(page, member.blog);
  });

  await test.step('chat', async () => {
    await page.goto('/new/chat');
    await form(page).getByLabel('Title').fill('Overheard');
    await form(page)
      .getByRole('textbox', { name: 'Chat' })
      .fill('Tourist: Which way to the park?\nNew Yorker: Keep walking.');
    await post(page, member.blog);
  });

  await test.step('audio: an upload whose tags fill the track, and the permission it needs', async () => {
    await page.goto('/new/audio');
    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText(
      'Please choose an audio source before continuing.',
    );

    await form(page)
      .getByLabel('Choose an audio file')
      .setInputFiles({
        name: 'song.mp3',
        mimeType: 'audio/mpeg',
        buffer: taggedMp3({ title: 'Quiet Song', artist: 'The Rooks', album: 'Nests' }),
      });
    await expect(form(page).getByText('song.mp3 is uploaded')).toBeVisible();
    await expect(form(page).getByLabel('Track title')).toHaveValue('Quiet Song');
    await expect(form(page).getByLabel('Artist')).toHaveValue('The Rooks');
    await expect(form(page).getByLabel('Album')).toHaveValue('Nests');

    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText(
      'You must agree that you have permission to share this file.',
    );
    await form(page).getByLabel('I made this or otherwise have permission to share this file.').check();
    await post(page, member.blog);
  });

  await test.step('video, by embed code', async () => {
    await page.goto('/new/video');
    await form(page).getByRole('radio', { name: 'Embed code' }).check();
    await form(page).getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form(page).getByRole('alert')).toHaveText('No embed specified.');
    await form(page)
      .getByRole('textbox', { name: 'Embed code' })
      .fill(
        '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ"></iframe>',
      );
    await form(page).getByLabel('Caption', { exact: true }).fill('Watch this');
    await post(page, member.blog);
  });

  await test.step('the blog lists all seven, each drawn as its type', async () => {
    await page.getByRole('link', { name: 'View', exact: true }).last().click();
    await expect(page).toHaveURL(new RegExp(`/${member.blog}$`));
    const posts = page.getByRole('article');
    await expect(posts).toHaveCount(7);

    const video = posts.nth(0);
    const player = video.locator('iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ');
    await expect(player).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
    await expect(player).not.toHaveAttribute('sandbox');
    await expect(video).toContainText('Watch this');

    const audio = posts.nth(1);
    await expect(audio.locator('audio')).toHaveAttribute('src', /^\/media\//);
    await expect(audio).toContainText('Quiet Song');

    await expect(posts.nth(2).getByRole('listitem')).toHaveText([
      'Tourist: Which way to the park?',
      'New Yorker: Keep walking.',
    ]);
    await expect(posts.nth(3).getByRole('link', { name: /A good read/ })).toHaveAttribute(
      'href',
      `${E2E_OUTSIDE_URL}/article`,
    );
    await expect(posts.nth(4).locator('blockquote')).toHaveText('Simplicity is the ultimate sophistication.');

    const photo = posts.nth(5);
    await expect(photo.getByRole('img')).toHaveCount(2);
    await expect(photo.getByRole('img').first()).toHaveAttribute('alt', 'Blue');
    // Two per row: side by side, one height for both whatever their shapes.
    const [blue, red] = [
      await photo.getByRole('img', { name: 'Blue' }).boundingBox(),
      await photo.getByRole('img', { name: 'Red' }).boundingBox(),
    ];
    expect(red!.x).toBeGreaterThan(blue!.x + blue!.width);
    expect(Math.abs(red!.y - blue!.y)).toBeLessThan(1.5);
    expect(Math.abs(red!.height - blue!.height)).toBeLessThan(1.5);
    await expect(photo).toContainText('Primary colours');

    const text = posts.nth(6);
    await expect(text.getByRole('heading', { name: 'Hello, Rookery' })).toBeVisible();
    await expect(text).toContainText('My first post.');
    await expect(text.getByRole('list', { name: 'Tags' }).getByRole('listitem')).toHaveText([
      '#first post',
      '#hello',
    ]);
  });
});
