import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { ANIMATION_MAX_PIXELS, uploadMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { uploadTempDir } from './temp-files.js';
import { animatedGif, taggedMp3, videoContainer } from './test-files.js';
import { mediaCount, sendUpload } from './test-upload.js';
import { recordedWebm } from './test-webm.js';

let t: TestApp;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  user = t.client();
  await user.register('junk@example.com', 'junk-drawer');
});
afterAll(() => t.close());

/** The same "random" bytes on every run: SHA-256 in counter mode. */
function noise(bytes: number): Buffer {
  const blocks = Array.from({ length: Math.ceil(bytes / 32) }, (_, i) =>
    createHash('sha256').update(`noise ${i}`).digest(),
  );
  return Buffer.concat(blocks).subarray(0, bytes);
}

describe('files that cannot be used are refused at upload, not at Post', () => {
  it.each([
    ['random bytes named .mp4', noise(256 * 1024)],
    ['a text file named .mp4', Buffer.from('Meeting notes: bring the camera.\n'.repeat(200))],
    [
      'an MP4 cut off after its first box',
      videoContainer({ seconds: 1, width: 10, height: 10 }).subarray(0, 40),
    ],
    ['an MP4 of sound only', videoContainer({ seconds: 1, width: 0, height: 0, soundOnly: true })],
    ['a WebM of sound only', recordedWebm({ width: 0, height: 0, soundOnly: true })],
  ])('refuses %s as not a valid video', async (_name, data) => {
    const before = await mediaCount(t);
    const res = await sendUpload(t, user, { data, name: 'clip.mp4', type: 'video/mp4', kind: 'video' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'file', detail: uploadMessages.invalidType.video });
    expect(await mediaCount(t)).toBe(before);
  });

  it('refuses a text file named .mp4 sent without a kind, by its name', async () => {
    const res = await sendUpload(t, user, { data: Buffer.from('not a film'), name: 'holiday.mp4' });
    expect(res.body.errors[0]?.detail).toBe(uploadMessages.invalidType.video);
  });

  it('refuses audio sent as video', async () => {
    const res = await sendUpload(t, user, {
      data: taggedMp3({ title: 'a', artist: 'b', album: 'c' }),
      name: 'clip.mp4',
      kind: 'video',
    });
    expect(res.body.errors[0]?.detail).toBe(uploadMessages.invalidType.video);
  });

  it('leaves no temp file behind', async () => {
    expect(await readdir(uploadTempDir(t.dataDir))).toEqual([]);
  });
});

describe('animated images', () => {
  it('refuses an animation of more than 100 million pixels across its frames (150 × 1500 × 1500)', async () => {
    const bomb = animatedGif(1500, 1500, 150);
    // A few kilobytes, yet 337 million pixels for a browser to decode.
    expect(bomb.length).toBeLessThan(10_000);
    const res = await sendUpload(t, user, { data: bomb, name: 'bomb.gif', type: 'image/gif', kind: 'image' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(uploadMessages.animationTooBig(ANIMATION_MAX_PIXELS));
  });

  it('keeps an animation within the limit (40 × 1500 × 1500 is 90 million)', async () => {
    const res = await sendUpload(t, user, {
      data: animatedGif(1500, 1500, 40),
      name: 'loop.gif',
      type: 'image/gif',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ mime: 'image/gif', width: 1500, height: 1500 });
  });
});
