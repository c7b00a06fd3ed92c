import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { solidPng } from '../features/media/test-files.js';
import { sendUpload } from '../features/media/test-upload.js';
import { copyToBucket } from './copy-to-bucket.js';
import { createS3MediaStore, type S3MediaStore } from './s3-store.js';

let s3: TestS3;
let store: S3MediaStore;
const scratch = mkdtempSync(join(tmpdir(), 'rookery-s3-test-'));

beforeAll(async () => {
  s3 = await startTestS3();
  store = createS3MediaStore(s3.settings);
});
afterAll(async () => {
  await s3.close();
  rmSync(scratch, { recursive: true, force: true });
});

describe('the bucket store (MEDIA_STORE=s3)', () => {
  it('keeps, answers and forgets objects by key', async () => {
    expect(await store.get('avatars/none.png')).toBeNull();
    expect(await store.exists('avatars/none.png')).toBe(false);
    await store.put('avatars/a.png', Buffer.from('png bytes'));
    expect(await store.exists('avatars/a.png')).toBe(true);
    expect((await store.get('avatars/a.png'))?.toString()).toBe('png bytes');
    expect(await store.size('avatars/a.png')).toBe(9);
    const chunks: Buffer[] = [];
    for await (const chunk of store.read('avatars/a.png')) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('png bytes');
    await store.remove('avatars/a.png');
    expect(await store.exists('avatars/a.png')).toBe(false);
    // Removing what is not there is fine.
    await store.remove('avatars/a.png');
  });

  it('moves a big file in from disk, and lends it back as a file on disk', async () => {
    const path = join(scratch, 'big.mp4');
    const bytes = Buffer.alloc(12 * 1024 * 1024, 7);
    writeFileSync(path, bytes);
    await store.putFile('uploads/video/big.mp4', path);
    // Moved: the file on disk is gone.
    await expect(import('node:fs/promises').then((fs) => fs.stat(path))).rejects.toThrow();
    const length = await store.withFile('uploads/video/big.mp4', async (file) => {
      const { readFile } = await import('node:fs/promises');
      return (await readFile(file)).length;
    });
    expect(length).toBe(bytes.length);
    await expect(store.withFile('uploads/video/none.mp4', async () => 0)).rejects.toThrow(
      'Media file missing',
    );
  });

  it('sends browsers to a signed address, or to the public bucket’s', async () => {
    await store.put('uploads/image/x.png', Buffer.from('image'));
    const signed = await store.deliveryUrl?.('uploads/image/x.png');
    expect(signed).toMatch(/X-Amz-Signature=/);
    const fetched = await fetch(signed as string);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/png');
    expect(await fetched.text()).toBe('image');
    const open = createS3MediaStore({ ...s3.settings, publicUrl: 'https://media.example/' });
    expect(await open.deliveryUrl?.('uploads/image/x.png')).toBe('https://media.example/uploads/image/x.png');
  });

  it('refuses a key that is a path from the root', async () => {
    await expect(store.put('/etc/passwd', Buffer.from('x'))).rejects.toThrow('Bad media key');
  });
});

describe('the app on a bucket', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ media: store });
  });
  afterAll(() => t.close());

  it('stores an upload in the bucket and serves /media/{key} by a redirect to it', async () => {
    const user = t.client();
    await user.register('bucket@example.com', 'bucket');
    const res = await sendUpload(t, user, {
      data: await solidPng(1600, 400),
      name: 'banner.png',
      type: 'image/png',
    });
    expect(res.status, res.raw).toBe(200);
    const { key, url } = res.body.response;
    expect(url).toBe(`/media/${key}`);
    expect(await store.exists(key)).toBe(true);
    const served = await t.app.inject({ url });
    expect(served.statusCode).toBe(302);
    expect(served.headers['cache-control']).toBe('private, max-age=300');
    const image = await fetch(served.headers.location as string);
    expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({
      format: 'png',
      width: 1080,
      height: 270,
    });
    expect((await t.app.inject({ url: '/media/../etc/passwd' })).statusCode).toBe(404);
  });
});

describe('npm run media -- copy-to-bucket', () => {
  it('copies a local media folder key for key, and only what is missing when run again', async () => {
    const local = join(scratch, 'media');
    const files = { 'avatars/b-1.png': 'avatar', 'uploads/image/c.jpg': 'photo', 'headers/d.jpg': 'header' };
    for (const [key, text] of Object.entries(files)) {
      mkdirSync(dirname(join(local, key)), { recursive: true });
      writeFileSync(join(local, key), text);
    }
    const first = await copyToBucket(local, store);
    expect(first).toEqual({ copied: 3, alreadyThere: 0, bytes: 6 + 5 + 6 });
    for (const [key, text] of Object.entries(files)) expect((await store.get(key))?.toString()).toBe(text);
    writeFileSync(join(local, 'uploads/image/e.jpg'), 'later');
    expect(await copyToBucket(local, store)).toEqual({ copied: 1, alreadyThere: 3, bytes: 5 });
  });
});
