import { join } from 'node:path';
import { IMAGE_MAX_LONG_SIDE, UPLOAD_MAX_BYTES, uploadMessages } from '@rookery/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, solidPng, twoFrameGif } from './test-files.js';
import { sendUpload } from './test-upload.js';

let t: TestApp;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  user = t.client();
  await user.register('photographer@example.com', 'photographer');
});
afterAll(() => t.close());

/** The stored file as sharp reads it from the media folder on disk. */
const storedMeta = (key: string) => sharp(join(t.dataDir, 'media', key), { animated: true }).metadata();

describe('image uploads', () => {
  it('turns a JPEG upright by its EXIF orientation and scales it to 1080 px on the long side', async () => {
    // Stored 3000 × 2000 with orientation 6: it shows rotated a quarter turn, 2000 wide and 3000 high.
    const photo = await solidJpeg(3000, 2000, 6);
    const res = await sendUpload(t, user, {
      data: photo,
      name: 'phone.jpg',
      type: 'image/jpeg',
      kind: 'image',
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ kind: 'image', mime: 'image/jpeg', width: 720, height: 1080 });
    const stored = await storedMeta(res.body.response.key);
    expect(stored).toMatchObject({ format: 'jpeg', width: 720, height: IMAGE_MAX_LONG_SIDE });
    // The rotation is in the pixels now; the orientation tag (and the rest of EXIF) is gone.
    expect(stored.orientation).toBeUndefined();
  });

  it('answers with the stored file: key, url, kind, mime, size, dimensions and status', async () => {
    const res = await sendUpload(t, user, {
      data: await solidPng(1600, 400),
      name: 'banner.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    const body = res.body.response;
    expect(body).toEqual({
      key: expect.stringMatching(/^uploads\/image\/[0-9a-f-]{36}\.png$/),
      url: `/media/${body.key}`,
      kind: 'image',
      mime: 'image/png',
      bytes: expect.any(Number),
      width: 1080,
      height: 270,
      status: 'ready',
    });
    expect(await storedMeta(body.key)).toMatchObject({ format: 'png', width: 1080, height: 270 });
    const served = await t.app.inject({ url: body.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(body.bytes);
    const row = await t.deps.db
      .selectFrom('media')
      .selectAll()
      .where('key', '=', body.key)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      kind: 'image',
      mime: 'image/png',
      width: 1080,
      height: 270,
      status: 'ready',
    });
  });

  it('keeps a small image at its size', async () => {
    const res = await sendUpload(t, user, {
      data: await solidJpeg(300, 200),
      name: 'small.jpeg',
      type: 'image/jpeg',
    });
    expect(res.body.response).toMatchObject({ width: 300, height: 200 });
  });

  it('stores a GIF as it came, every frame kept, with a 250-px copy for GIF search', async () => {
    const gif = await twoFrameGif(1500, 1200);
    const res = await sendUpload(t, user, { data: gif, name: 'loop.gif', type: 'image/gif', kind: 'image' });
    expect(res.status).toBe(200);
    const { key, bytes } = res.body.response;
    expect(res.body.response).toMatchObject({ mime: 'image/gif', width: 1500, height: 1200 });
    expect(await storedMeta(key)).toMatchObject({ format: 'gif', pages: 2, pageHeight: 1200 });
    const previewKey = key.replace(/\.gif$/, '_250.gif');
    expect(await storedMeta(previewKey)).toMatchObject({
      format: 'gif',
      width: 250,
      pages: 2,
      pageHeight: 200,
    });
    // The owner's storage is charged for both files, as a video's renditions are.
    const preview = await sharp(join(t.dataDir, 'media', previewKey)).toBuffer();
    expect(bytes).toBeGreaterThan(gif.length);
    expect(preview.length).toBeGreaterThan(0);
    const row = await t.deps.db
      .selectFrom('media')
      .select('meta')
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(row.meta).toMatchObject({
      frames: 2,
      gif_preview: { width: 250, height: 200, bytes: bytes - gif.length },
    });
  });

  it('makes no copy of a still GIF or of an animation no wider than the copy', async () => {
    const still = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#123456' } })
      .gif()
      .toBuffer();
    const small = await twoFrameGif(200, 100);
    for (const data of [still, small]) {
      const res = await sendUpload(t, user, { data, name: 'x.gif', type: 'image/gif', kind: 'image' });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.response.bytes).toBe(data.length);
      expect(await t.deps.media.exists(res.body.response.key.replace(/\.gif$/, '_250.gif'))).toBe(false);
    }
  });

  it('goes by the bytes, not the name: a PNG called .jpg is stored as the PNG it is', async () => {
    const res = await sendUpload(t, user, {
      data: await solidPng(50, 50),
      name: 'fake.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.mime).toBe('image/png');
    expect(res.body.response.key).toMatch(/\.png$/);
  });

  it('refuses a text file named .jpg as not a valid image', async () => {
    const text = Buffer.from('This is a shopping list, not a picture.\n');
    const res = await sendUpload(t, user, { data: text, name: 'list.jpg', type: 'image/jpeg' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'file', detail: uploadMessages.invalidType.image });
  });

  it('refuses a broken JPEG as not a valid image', async () => {
    const photo = await solidJpeg(400, 300);
    const res = await sendUpload(t, user, {
      data: photo.subarray(0, 200),
      name: 'cut.jpg',
      type: 'image/jpeg',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('This is not a valid image file.');
  });

  it('refuses an image over the limit, naming the limit', async () => {
    const huge = Buffer.concat([await solidPng(10, 10), Buffer.alloc(UPLOAD_MAX_BYTES.image)]);
    const res = await sendUpload(t, user, { data: huge, name: 'huge.png', type: 'image/png', kind: 'image' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(
      'The file is too big. Squish it down, and try again! The limit is 20 MB.',
    );
  });

  it('refuses audio sent as a photo', async () => {
    const res = await sendUpload(t, user, {
      data: await solidPng(10, 10),
      name: 'x.png',
      type: 'image/png',
      kind: 'audio',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('This is not a valid audio file.');
  });

  it('stores nothing for a refused file', async () => {
    const before = await t.deps.db
      .selectFrom('media')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const res = await sendUpload(t, user, {
      data: Buffer.from('%PDF-1.4\n%%EOF\n'),
      name: 'doc.pdf',
      type: 'application/pdf',
    });
    expect(res.body.errors[0]?.detail).toBe('This is not a supported file.');
    const after = await t.deps.db
      .selectFrom('media')
      .select((e) => e.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});
