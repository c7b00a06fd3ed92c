import { join } from 'node:path';
import {
  IMAGE_MAX_LONG_SIDE,
  type LinkData,
  messages,
  type PostPermalinkResponse,
  type UploadResponse,
} from '@rookery/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PageServer, startPageServer } from '../../../test/page-server.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { savePostForm } from '../posts/test-posts.js';

let pages: PageServer;
let t: TestApp;
let member: TestClient;

beforeAll(async () => {
  // Stored 3000 × 2000 with orientation 6 and its EXIF block: a phone's photo.
  const photo = await solidJpeg(3000, 2000, 6);
  pages = await startPageServer({
    '/photo.jpg': { type: 'image/jpeg', body: photo },
    '/not-an-image.jpg': { type: 'image/jpeg', body: 'just text, named like a photo' },
    '/article': {
      type: 'text/html; charset=utf-8',
      body: `<!doctype html><html><head>
        <title>Fallback title</title>
        <meta property="og:title" content="The &amp; long read">
        <meta property="og:description" content="An article about rooks.">
        <meta property="og:site_name" content="Bird Weekly">
        <meta name="author" content="Ada">
        <meta property="og:image" content="/photo.jpg">
        </head><body><p>${'text '.repeat(1000)}</p></body></html>`,
    },
    '/bare': { type: 'text/html', body: '<html><head><title> Just a title </title></head></html>' },
    '/broken-image': {
      type: 'text/html',
      body: '<html><head><meta property="og:title" content="T"><meta property="og:image" content="/missing.png"></head></html>',
    },
  });
  t = await createTestApp({ config: { fetchTestAllow: [pages.hostPort] } });
  member = t.client();
  await member.register('linker@example.com', 'linker');
});
afterAll(async () => {
  await t.close();
  await pages.close();
});

const storedMeta = (key: string) => sharp(join(t.dataDir, 'media', key)).metadata();

describe('an image by its address', () => {
  it('is fetched and stored exactly as an upload of it: upright, at most 1080 px, EXIF gone', async () => {
    const res = await member.post<UploadResponse>('/svc/media/upload_url', {
      url: `${pages.base}/photo.jpg`,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 720, height: 1080 });
    const stored = await storedMeta(res.body.response.key);
    expect(stored).toMatchObject({ width: 720, height: IMAGE_MAX_LONG_SIDE });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
  });

  it('refuses what is not an image, and private addresses, with a 400', async () => {
    const fake = await member.post('/svc/media/upload_url', { url: `${pages.base}/not-an-image.jpg` });
    expect(fake.status).toBe(400);
    expect(fake.body.errors[0]?.detail).toBe('This is not a valid image file.');
    const metadata = await member.post('/svc/media/upload_url', {
      url: 'http://169.254.169.254/latest/meta-data/',
    });
    expect(metadata.status).toBe(400);
    expect(metadata.body.errors[0]).toMatchObject({ field: 'url', detail: messages.outsideNotPublic });
    expect(
      (await (await t.client().start()).post('/svc/media/upload_url', { url: `${pages.base}/photo.jpg` }))
        .status,
    ).toBe(401);
  });

  it("makes a photo post given by address the author's own upload", async () => {
    const saved = await savePostForm(member, 'photo', {
      photos: [{ id: 'o1', externalUrl: `${pages.base}/photo.jpg`, caption: 'From elsewhere' }],
    });
    expect(saved.status, saved.raw).toBe(200);
    const shown = await member.get<PostPermalinkResponse>(
      `/svc/blog/linker/post/${saved.body.response.post.id}`,
    );
    const photo = shown.body.response.post.photos[0];
    expect(photo).toMatchObject({ width: 720, height: 1080, caption: 'From elsewhere' });
    expect(photo?.url).toMatch(/^\/media\//);
    const refused = await savePostForm(member, 'photo', {
      photos: [{ id: 'o1', externalUrl: 'http://127.0.0.1:1/x.png' }],
    });
    expect(refused.status).toBe(400);
  });
});

describe('POST /svc/post/get_link_data', () => {
  const read = (url: string) => member.post<LinkData>('/svc/post/get_link_data', { url });

  it("fills a link post from the page's Open Graph tags, its picture stored as the author's", async () => {
    const res = await read(`${pages.base}/article`);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({
      url: `${pages.base}/article`,
      title: 'The & long read',
      excerpt: 'An article about rooks.',
      author: 'Ada',
      site_name: 'Bird Weekly',
    });
    expect(res.body.response.thumbnail).toMatch(/^\/media\//);
  });

  it('falls back to the page title, and to no thumbnail when the picture cannot be had', async () => {
    expect((await read(`${pages.base}/bare`)).body.response).toMatchObject({
      title: 'Just a title',
      thumbnail: '',
    });
    expect((await read(`${pages.base}/broken-image`)).body.response).toMatchObject({
      title: 'T',
      thumbnail: '',
    });
  });

  it('answers 400 for what cannot be read', async () => {
    for (const url of ['http://10.0.0.1/', `${pages.base}/photo.jpg`, 'mailto:ada@example.com', ''])
      expect((await read(url)).status, url).toBe(400);
  });
});
