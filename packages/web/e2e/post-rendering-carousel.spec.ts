import { CAROUSEL_PEEK_THROTTLE_MS } from '@rookery/core';
import { formKey, signUpViaApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { solidPng } from './support/media-files';
import { expect, type Page, test } from './support/test';

const TAGS = Array.from({ length: 12 }, (_, i) => `colour study ${i + 1}`);

/** A photo post of the given colours, saved as a carousel through the API as the composer sends it. */
async function createCarouselPost(page: Page, colours: [string, [number, number, number]][]) {
  const key = await formKey(page.request);
  const form: Record<string, string> = {
    'post[type]': 'photo',
    'post[state]': '0',
    'post[one]': '<p>Three colours.</p>',
    carousel_display: '1',
    'post[tags]': TAGS.join(','),
  };
  for (const [i, [name, rgb]] of colours.entries()) {
    const upload = await page.request.post('/svc/media/upload', {
      headers: { 'X-Form-Key': key },
      multipart: {
        kind: 'image',
        file: { name: `${name}.png`, mimeType: 'image/png', buffer: solidPng(60, 40, rgb) },
      },
    });
    const { response } = (await upload.json()) as { response: { url: string } };
    form[`images[p${i}]`] = response.url;
    form[`caption[p${i}]`] = name;
  }
  form['post[photoset_order]'] = colours.map((_, i) => `p${i}`).join(',');
  const saved = await page.request.post('/svc/post/update', { headers: { 'X-Form-Key': key }, form });
  if (!saved.ok()) throw new Error(`save failed: ${saved.status()} ${await saved.text()}`);
}

test('a photoset carousel moves by its arrows and dots and stays put past its ends; its tags open with See all', async ({
  page,
}) => {
  await signUpViaApi(page, 'carousel');
  await createCarouselPost(page, [
    ['Red', [220, 40, 40]],
    ['Green', [40, 180, 60]],
    ['Blue', [40, 40, 220]],
  ]);
  await page.goto('/dashboard');

  const carousel = page.getByRole('group', { name: 'Photos, 3' });
  const photo = (name: string) => carousel.getByRole('img', { name, exact: true });
  const dot = (n: number) => carousel.getByRole('button', { name: `Photo ${n} of 3` });
  await expect(photo('Red')).toBeInViewport({ ratio: 0.9 });
  await expect(dot(1)).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(photo('Green')).toBeInViewport({ ratio: 0.9 });
  await expect(photo('Red')).not.toBeInViewport();
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  await dot(3).click();
  await expect(photo('Blue')).toBeInViewport({ ratio: 0.9 });
  await expect(dot(3)).toHaveAttribute('aria-current', 'true');

  // Past the last photo the carousel only peeks: Blue is still the one shown. (Peeks are
  // throttled, so wait out the window of the one-time peek it played on coming into view.)
  await page.waitForTimeout(CAROUSEL_PEEK_THROTTLE_MS);
  await carousel.getByRole('button', { name: 'Next photo' }).click();
  await expect(carousel.locator('[data-peek="end"]')).toHaveCount(1);
  await expect(photo('Blue')).toBeInViewport({ ratio: 0.9 });

  await carousel.getByRole('button', { name: 'Previous photo' }).click();
  await expect(photo('Green')).toBeInViewport({ ratio: 0.9 });
  await expect(dot(2)).toHaveAttribute('aria-current', 'true');

  // A like names the photo the carousel shows (issue 17: the like payload's offset): Green, the second.
  const post = page.getByRole('article').filter({ has: carousel });
  const liked = page.waitForRequest((request) => new URL(request.url()).pathname === '/svc/like');
  await post.getByRole('button', { name: 'Like', exact: true }).click();
  expect((await liked).postDataJSON()).toMatchObject({ offset: '1' });

  // The tag list shows one line, and 'See all' reveals the rest once, then goes.
  const tags = post.getByRole('list', { name: 'Tags' }).getByRole('listitem');
  expect(await tags.count()).toBeLessThan(TAGS.length);
  await post.getByRole('button', { name: 'See all' }).click();
  await expect(tags).toHaveCount(TAGS.length);
  await expect(post.getByRole('button', { name: 'See all' })).toHaveCount(0);

  expect(await seriousViolations(page, { include: 'article' })).toEqual([]);
});
