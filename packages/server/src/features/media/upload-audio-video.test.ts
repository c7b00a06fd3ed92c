import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { videoMessages } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { taggedMp3, taggedWav, videoContainer } from './test-files.js';
import { sendUpload } from './test-upload.js';
import { recordedWebm } from './test-webm.js';
import { processVideo } from './video/process-video.js';
import { makeTestVideo } from './video/test-videos.js';

let t: TestApp;
let user: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  user = t.client();
  await user.register('musician@example.com', 'musician');
});
afterAll(() => t.close());

const tags = { title: 'Night Drive', artist: 'The Rooks', album: 'Feathers' };

describe('audio uploads', () => {
  it('reads title, artist and album from an MP3 ID3 tag, and its length', async () => {
    const mp3 = taggedMp3(tags);
    const res = await sendUpload(t, user, {
      data: mp3,
      name: 'track.mp3',
      type: 'audio/mpeg',
      kind: 'audio',
    });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      kind: 'audio',
      mime: 'audio/mpeg',
      id3: tags,
      status: 'ready',
    });
    expect(res.body.response.duration).toBeCloseTo(1.04, 1);
    expect(res.body.response.key).toMatch(/^uploads\/audio\/.+\.mp3$/);
    // Audio is stored byte for byte.
    expect(await readFile(join(t.dataDir, 'media', res.body.response.key))).toEqual(mp3);
  });

  it('knows an MP3 whose tag is longer than the first bytes the kind is judged by', async () => {
    const mp3 = taggedMp3(tags, 40, 64 * 1024);
    const res = await sendUpload(t, user, {
      data: mp3,
      name: 'cover.mp3',
      type: 'audio/mpeg',
      kind: 'audio',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ mime: 'audio/mpeg', id3: tags });
  });

  it('reads RIFF INFO tags of a WAV', async () => {
    const res = await sendUpload(t, user, { data: taggedWav(2, tags), name: 'take.wav', type: 'audio/wav' });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({ kind: 'audio', mime: 'audio/wav', id3: tags, duration: 2 });
  });

  it('answers an empty id3 for a file without tags', async () => {
    const bare = taggedMp3({ title: '', artist: '', album: '' });
    const res = await sendUpload(t, user, { data: bare, name: 'untitled.mp3', type: 'audio/mpeg' });
    expect(res.status).toBe(200);
    expect(res.body.response.id3).toEqual({});
  });

  it('takes an MP4 holding only sound as audio (an .m4a with the generic brand)', async () => {
    const m4a = videoContainer({ seconds: 4, width: 0, height: 0, soundOnly: true });
    const res = await sendUpload(t, user, { data: m4a, name: 'memo.m4a', type: 'audio/x-m4a' });
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      kind: 'audio',
      mime: 'audio/mp4',
      duration: 4,
      status: 'ready',
    });
    expect(res.body.response.key).toMatch(/\.m4a$/);
  });

  it('refuses a picture sent as audio', async () => {
    const res = await sendUpload(t, user, {
      data: videoContainer({ seconds: 1, width: 64, height: 64 }),
      name: 'song.m4a',
      type: 'audio/mp4',
      kind: 'audio',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('This is not a valid audio file.');
  });
});

describe('video uploads', () => {
  const pendingTranscodes = () =>
    sql<{
      n: string;
    }>`SELECT count(*) AS n FROM graphile_worker.jobs WHERE task_identifier = 'transcode_video'`
      .execute(t.deps.db)
      .then((r) => Number(r.rows[0]?.n));

  it('stores a video as processing; its job converts it and makes it ready', async () => {
    const queued = await pendingTranscodes();
    const mp4 = await makeTestVideo({ seconds: 3, width: 640, height: 360 });
    const res = await sendUpload(t, user, { data: mp4, name: 'clip.mp4', type: 'video/mp4', kind: 'video' });
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({
      key: expect.stringMatching(/^uploads\/video\/.+\.mp4$/),
      url: expect.stringMatching(/^\/media\/uploads\/video\//),
      kind: 'video',
      mime: 'video/mp4',
      bytes: mp4.length,
      status: 'processing',
      progress: null,
      failure: null,
    });
    const row = await t.deps.db
      .selectFrom('media')
      .selectAll()
      .where('key', '=', res.body.response.key)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('processing');
    expect(await pendingTranscodes()).toBe(queued + 1);

    await t.runJobs();
    expect(await pendingTranscodes()).toBe(0);
    const done = await t.deps.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'ready', width: 640, height: 360 });
    expect(done.duration).toBeCloseTo(3, 1);
    // Its renditions count against the owner's storage with the upload.
    expect(done.bytes).toBeGreaterThan(mp4.length);
    // A second run (a retried job) finds it finished and changes nothing.
    expect(await processVideo(t.deps, row.id)).toMatchObject({ status: 'ready', bytes: done.bytes });
  });

  it('converts a portrait QuickTime video as it is (a phone held upright)', async () => {
    const mov = await makeTestVideo({ seconds: 1, width: 360, height: 640, format: 'mov' });
    const res = await sendUpload(t, user, { data: mov, name: 'IMG_0001.MOV', type: 'video/quicktime' });
    expect(res.body.response).toMatchObject({ mime: 'video/quicktime', status: 'processing' });
    const row = await t.deps.db
      .selectFrom('media')
      .select('id')
      .where('key', '=', res.body.response.key)
      .executeTakeFirstOrThrow();
    expect(await processVideo(t.deps, row.id)).toMatchObject({ status: 'ready', width: 360, height: 640 });
  });

  it('takes a browser recording (WebM without duration or sizes) as video', async () => {
    const webm = recordedWebm({ width: 640, height: 480 });
    const res = await sendUpload(t, user, {
      data: webm,
      name: 'recording.webm',
      type: 'video/webm',
      kind: 'video',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ kind: 'video', mime: 'video/webm', status: 'processing' });
    expect(res.body.response.key).toMatch(/\.webm$/);
  });

  it('marks a stored video that can no longer be read as failed', async () => {
    const mp4 = videoContainer({ seconds: 1, width: 10, height: 10 });
    const res = await sendUpload(t, user, { data: mp4, name: 'clip.mp4', type: 'video/mp4' });
    expect(res.body.response.status).toBe('processing');
    await writeFile(join(t.dataDir, 'media', res.body.response.key), mp4.subarray(0, 40));
    const row = await t.deps.db
      .selectFrom('media')
      .select('id')
      .where('key', '=', res.body.response.key)
      .executeTakeFirstOrThrow();
    expect(await processVideo(t.deps, row.id)).toMatchObject({
      status: 'failed',
      duration: null,
      failure: videoMessages.unreadable,
    });
  });

  it('refuses a text file sent as video', async () => {
    const res = await sendUpload(t, user, {
      data: Buffer.from('just words'),
      name: 'clip.mp4',
      kind: 'video',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('This is not a valid video file.');
  });
});
