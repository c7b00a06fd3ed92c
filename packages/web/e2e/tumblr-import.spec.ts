import { signUpViaApi } from './support/accounts';
import { solidPng } from './support/media-files';
import { shot } from './support/shots';
import { expect, test } from './support/test';
import { storedZip } from './support/zip';

/** A post file of Tumblr's backup archive: the post as Tumblr rendered it, then its footer. */
const page = (body: string, stamp: string, tags: string[] = []) =>
  `<!DOCTYPE HTML><html><body>${body}<div id="footer"><span id="timestamp">${stamp}</span>${tags
    .map((tag) => ` <span class="tag">${tag}</span>`)
    .join('')}</div></body></html>`;

/** A small backup archive as Tumblr lays it out: posts/html/{id}.html, media/{id}.png, a submission. */
function backupArchive(): Buffer {
  return storedZip({
    'posts/posts_index.html': '<html><body><a href="html/101.html">101</a></body></html>',
    'posts/html/101.html': page(
      '<h2>Ten years of tea</h2><p>Where it all began.</p>',
      'March 5th, 2014 4:21pm',
      ['tea'],
    ),
    'posts/html/102.html': page(
      '<img src="../../media/102.png" alt="a teapot"/><div class="caption"><p>The blue teapot</p></div>',
      'April 1st, 2015 9:00am',
      ['teapots'],
    ),
    'posts/html/103.html': page(
      '<blockquote><p>Tea is liquid wisdom.</p></blockquote><p>— Anonymous</p>',
      'May 1st, 2016 8:00am',
    ),
    'posts/html/104.html': page(
      '<p><a class="tumblr_blog" href="https://leafy.tumblr.com/post/9">leafy</a>:</p><blockquote><p>Green or black?</p></blockquote><p>Both, always.</p>',
      'June 1st, 2017 6:00pm',
    ),
    'posts/html/105.html': page(
      '<div class="question"><span class="asking_name">kettle-fan</span> asked: Milk first?</div><p>Never.</p>',
      'July 1st, 2018 7:07am',
    ),
    'posts/html/submissions/106.html': page('<p>A submitted recipe.</p>', 'August 1st, 2019 9:00am'),
    'media/102.png': solidPng(120, 90, [40, 90, 200]),
  });
}

test('a Tumblr backup archive imported from blog settings: progress followed across pages, posts on the blog', async ({
  page: browser,
}) => {
  const { blog } = await signUpViaApi(browser, 'mover');
  await browser.goto(`/settings/blog/${blog}`);
  const card = browser.getByRole('region', { name: 'Import from Tumblr' });
  await expect(card).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Start import' })).toBeDisabled();
  await shot(browser, 'tumblr-import-empty-1280');

  await card.getByLabel('Choose a file').setInputFiles({
    name: 'tumblr-backup.zip',
    mimeType: 'application/zip',
    buffer: backupArchive(),
  });
  await expect(card.getByText('tumblr-backup.zip')).toBeVisible();
  await card.getByRole('button', { name: 'Start import' }).click();
  await expect(card.getByRole('list', { name: 'Imports' })).toBeVisible();
  await shot(browser, 'tumblr-import-started-1280');

  // The import runs on the server: leaving the page and coming back finds it where it got to.
  await browser.goto('/dashboard');
  await browser.goto(`/settings/blog/${blog}`);
  const status = card.getByRole('status').first();
  await expect(status).toHaveText('Done: 6 posts: 3 text, 1 photo, 1 quote, 1 answer.', { timeout: 30_000 });
  await expect(card.getByText('1 photo, audio or video file stored here')).toBeVisible();
  await expect(card.getByText('Submissions waiting for approval were imported as drafts.')).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(browser, 'tumblr-import-done-1280');
  await browser.setViewportSize({ width: 390, height: 844 });
  await card.scrollIntoViewIfNeeded();
  await shot(browser, 'tumblr-import-done-390');
  await browser.setViewportSize({ width: 1280, height: 900 });

  await browser.goto(`/${blog}`);
  await expect(browser.getByText('Ten years of tea')).toBeVisible();
  await expect(
    browser.getByRole('img', { name: 'a teapot' }).or(browser.locator('img[src^="/media/"]')).first(),
  ).toBeVisible();
  await expect(browser.getByText('Tea is liquid wisdom.')).toBeVisible();
  await expect(browser.getByText('Both, always.')).toBeVisible();
  await expect(browser.getByText('Milk first?')).toBeVisible();
  const reblog = browser.getByRole('list', { name: 'Reblog trail' });
  await expect(reblog.getByText('Green or black?')).toBeVisible();
  await reblog.scrollIntoViewIfNeeded();
  await shot(browser, 'tumblr-import-blog-1280');
});
