import { readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { UPLOAD_MAX_BYTES, uploadMessages } from '@rookery/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { uploadTempDir } from './temp-files.js';
import { solidPng, videoChunks, videoContainer } from './test-files.js';
import { StreamedUpload } from './test-stream-upload.js';
import { authOf, mediaCount, sendUpload } from './test-upload.js';

let t: TestApp;
let baseUrl: string;
let tempDir: string;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  tempDir = uploadTempDir(t.dataDir);
});
afterAll(() => t.close());
afterEach(() => {
  t.deps.config.uploadQuotaBytes = undefined;
});

const MB = 1024 * 1024;
/** What may be on its way when the answer comes: socket buffers on both sides, and the parser's. */
const IN_FLIGHT = 16 * MB;
let users = 0;
async function newUser(): Promise<TestClient> {
  const client = t.client();
  await client.register(`limits-${++users}@example.com`, `limits-${users}`);
  return client;
}

async function* withZeros(head: Buffer, total: number): AsyncGenerator<Buffer> {
  yield head;
  const block = Buffer.alloc(256 * 1024);
  for (let sent = head.length; sent < total; sent += block.length) yield block;
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Timed out waiting until ${what}`);
}

const tempFiles = () => readdir(tempDir).catch(() => [] as string[]);
/** The uploaded videos in the media store (the local disk in tests). */
const storedVideos = async () =>
  (await readdir(join(t.dataDir, 'media', 'uploads', 'video')).catch(() => [] as string[])).sort();

describe('a file past its limit', () => {
  it('is refused mid-stream, naming the limit, and leaves no temp file', async () => {
    const user = await newUser();
    const upload = new StreamedUpload(baseUrl, authOf(user), {
      name: 'huge.png',
      type: 'image/png',
      kind: 'image',
    });
    const total = 3 * UPLOAD_MAX_BYTES.image;
    const answer = await upload.send(withZeros(await solidPng(10, 10), total));
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]?.detail).toBe(uploadMessages.tooBig(UPLOAD_MAX_BYTES.image));
    // The answer came while the file was still being sent: the rest was never read.
    expect(answer.sentBytes).toBeLessThan(UPLOAD_MAX_BYTES.image + IN_FLIGHT);
    expect(await tempFiles()).toEqual([]);
  });

  it('is refused at its first bytes when they are junk', async () => {
    const user = await newUser();
    const upload = new StreamedUpload(baseUrl, authOf(user), {
      name: 'clip.mp4',
      type: 'video/mp4',
      kind: 'video',
    });
    const total = 100 * MB;
    const answer = await upload.send(withZeros(Buffer.from('not a video, only words'), total));
    expect(answer.body.errors[0]?.detail).toBe(uploadMessages.invalidType.video);
    expect(answer.sentBytes).toBeLessThan(IN_FLIGHT);
    expect(await tempFiles()).toEqual([]);
  });
});

describe('a sender going away mid-upload', () => {
  it('leaves no temp file and no upload', async () => {
    const user = await newUser();
    const before = await mediaCount(t);
    const upload = new StreamedUpload(baseUrl, authOf(user), {
      name: 'clip.mp4',
      type: 'video/mp4',
      kind: 'video',
    });
    upload.answer.catch(() => undefined);
    for await (const chunk of videoChunks({ seconds: 1, width: 64, height: 64, frameBytes: 2 * MB }))
      upload.request.write(chunk);
    // The file is arriving in the temp folder ...
    await until(async () => {
      const [name] = await tempFiles();
      return name !== undefined && (await stat(join(tempDir, name))).size > MB;
    }, 'the temp file has the first MB');
    // ... when the tab is closed.
    upload.request.destroy();
    await until(async () => (await tempFiles()).length === 0, 'the temp file is gone');
    expect(await mediaCount(t)).toBe(before);
  });
});

describe('the storage quota', () => {
  const video = (kb: number) => videoContainer({ seconds: 1, width: 64, height: 64, frameBytes: kb * 1024 });
  const sendVideo = (client: TestClient, kb: number) =>
    sendUpload(t, client, { data: video(kb), name: 'clip.mp4', type: 'video/mp4' });

  it('counts every upload of the account and refuses the one that would pass it', async () => {
    const user = await newUser();
    t.deps.config.uploadQuotaBytes = 200 * 1024;
    expect((await sendVideo(user, 120)).status).toBe(200);
    const stored = await storedVideos();
    const over = await sendVideo(user, 120);
    expect(over.status).toBe(400);
    expect(over.body.errors[0]).toMatchObject({
      field: 'file',
      detail: 'This file does not fit in your storage. The limit is 200 KB of uploads per account.',
    });
    expect(await storedVideos()).toEqual(stored);
    // What is left still takes a smaller file; another account has its own quota.
    expect((await sendVideo(user, 60)).status).toBe(200);
    expect((await sendVideo(await newUser(), 120)).status).toBe(200);
  });

  it('takes a file out of the store again when another upload claimed the room first', async () => {
    const user = await newUser();
    t.deps.config.uploadQuotaBytes = 200 * 1024;
    const before = await storedVideos();
    // Both pass the check before the file is read; the storage is claimed under the owner's lock
    // after the file went into the store, and only one of them fits.
    const results = await Promise.all([sendVideo(user, 120), sendVideo(user, 120)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const after = await storedVideos();
    expect(after.filter((name) => !before.includes(name))).toHaveLength(1);
  });

  it('counts an image at its stored size', async () => {
    const user = await newUser();
    t.deps.config.uploadQuotaBytes = 100 * 1024;
    // 3000 × 3000 of noise-free colour: scaled to 1080 px it is a few KB.
    const res = await sendUpload(t, user, {
      data: await solidPng(3000, 3000),
      name: 'big.png',
      type: 'image/png',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.bytes).toBeLessThan(100 * 1024);
  });

  it('refuses a full account before reading a byte of the file', async () => {
    const user = await newUser();
    const first = await sendVideo(user, 60);
    expect(first.status).toBe(200);
    t.deps.config.uploadQuotaBytes = first.body.response.bytes;
    // Junk would be "not a valid video" had the file been read.
    const res = await sendUpload(t, user, { data: Buffer.from('junk'), name: 'clip.mp4', kind: 'video' });
    expect(res.body.errors[0]?.detail).toBe(uploadMessages.storageFull(first.body.response.bytes));
  });

  it('stops a file mid-stream at the storage left', async () => {
    const user = await newUser();
    t.deps.config.uploadQuotaBytes = 3 * MB;
    const upload = new StreamedUpload(baseUrl, authOf(user), { name: 'clip.mp4', type: 'video/mp4' });
    const total = 150 * MB;
    const answer = await upload.send(videoChunks({ seconds: 1, width: 64, height: 64, frameBytes: total }));
    expect(answer.body.errors[0]?.detail).toBe(uploadMessages.storageFull(3 * MB));
    expect(answer.sentBytes).toBeLessThan(3 * MB + IN_FLIGHT);
    expect(await tempFiles()).toEqual([]);
  });

  it('lets only one of two uploads at once take the last room', async () => {
    const user = await newUser();
    t.deps.config.uploadQuotaBytes = 200 * 1024;
    const answers = await Promise.all([sendVideo(user, 120), sendVideo(user, 120)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expect(answers.find((a) => a.status === 400)?.body.errors[0]?.detail).toBe(
      uploadMessages.storageFull(200 * 1024),
    );
  });
});
