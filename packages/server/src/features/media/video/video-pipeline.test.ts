import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PostListResponse, VideoStatusResponse } from '@rookery/core';
import { videoMessages } from '@rookery/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { transcodeVideo } from '../../../jobs/transcode-video.js';
import { savePostForm } from '../../posts/test-posts.js';
import { withFileSource } from '../byte-source.js';
import { readMp4Header } from '../mp4-header.js';
import { sendUpload } from '../test-upload.js';
import { makeTestVideo } from './test-videos.js';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('director@example.com', 'director');
  reader = t.client();
  await reader.register('viewer@example.com', 'viewer');
});
afterAll(() => t.close());

async function uploadAndPost(data: Buffer, name = 'clip.mp4') {
  const upload = await sendUpload(t, owner, { data, name, type: 'video/mp4', kind: 'video' });
  expect(upload.status, upload.raw).toBe(200);
  const saved = await savePostForm(owner, 'video', {
    preuploadUrl: upload.body.response.url,
    confirmTos: true,
    caption: 'Rolling',
  });
  expect(saved.status, saved.raw).toBe(200);
  const media = await t.deps.db
    .selectFrom('media')
    .selectAll()
    .where('key', '=', upload.body.response.key)
    .executeTakeFirstOrThrow();
  return { postId: saved.body.response.post.id as string, media, url: upload.body.response.url };
}

const ownPosts = async () =>
  (await owner.get<PostListResponse>('/svc/blog/director/posts')).body.response.posts;

const fileOf = (url: string) => join(t.dataDir, 'media', url.replace(/^\/media\//, ''));

describe('converting uploaded videos', () => {
  it('makes SD and HD renditions, a poster and a 10-tile filmstrip, with progress on the way', async () => {
    const { postId, media, url } = await uploadAndPost(
      await makeTestVideo({ seconds: 6, width: 1280, height: 720 }),
    );
    let post = (await ownPosts()).find((p) => p.id === postId)!;
    expect(post.state).toBe('transcoding');
    expect(post.video).toMatchObject({ status: 'processing', url: '', hd_url: null });

    // The job runs while the author's page asks how far it is.
    const seen: number[] = [];
    const job = transcodeVideo(t.deps, media.id);
    let finished = false;
    void job.finally(() => {
      finished = true;
    });
    while (!finished) {
      const status = await owner.get<VideoStatusResponse>(`/svc/media/video?url=${encodeURIComponent(url)}`);
      expect(status.status).toBe(200);
      if (status.body.response.progress !== null) seen.push(status.body.response.progress);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(await job).toBe(1);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((p) => p >= 0 && p < 100)).toBe(true);

    post = (await ownPosts()).find((p) => p.id === postId)!;
    expect(post.state).toBe('published');
    const video = post.video!;
    expect(video).toMatchObject({ status: 'ready', progress: null, failure: null, width: 854, height: 480 });
    expect(video.duration).toBeCloseTo(6, 0);
    const sd = await withFileSource(fileOf(video.url), readMp4Header);
    const hd = await withFileSource(fileOf(video.hd_url!), readMp4Header);
    expect(sd).toMatchObject({ width: 854, height: 480 });
    expect(hd).toMatchObject({ width: 1280, height: 720 });
    const poster = await sharp(await readFile(fileOf(video.poster_url!))).metadata();
    expect(poster).toMatchObject({ format: 'jpeg', width: 1280, height: 720 });
    expect(video.filmstrip).toMatchObject({ width: 160, height: 90 });
    const strip = await sharp(await readFile(fileOf(video.filmstrip!.url))).metadata();
    expect(strip).toMatchObject({ format: 'jpeg', width: 1600, height: 90 });

    // A reader of the published post gets the same renditions.
    const read = await reader.get<PostListResponse>('/svc/blog/director/posts');
    expect(read.body.response.posts[0]?.video?.hd_url).toBe(video.hd_url);
  }, 120_000);

  it('serves a rendition in ranges, so players can seek', async () => {
    const post = (await ownPosts()).find((p) => p.video?.status === 'ready')!;
    const whole = await t.app.inject({ method: 'GET', url: post.video!.url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('video/mp4');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    const part = await t.app.inject({
      method: 'GET',
      url: post.video!.url,
      headers: { range: 'bytes=100-1099' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-1099/${whole.rawPayload.length}`);
    expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 1100))).toBe(true);
    const tail = await t.app.inject({ method: 'GET', url: post.video!.url, headers: { range: 'bytes=-10' } });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(whole.rawPayload.subarray(-10))).toBe(true);
  });

  it('makes only SD from a source no larger than 480p', async () => {
    const { postId, media } = await uploadAndPost(
      await makeTestVideo({ seconds: 2, width: 640, height: 360 }),
    );
    await transcodeVideo(t.deps, media.id);
    const video = (await ownPosts()).find((p) => p.id === postId)!.video!;
    expect(video).toMatchObject({ status: 'ready', hd_url: null, width: 640, height: 360 });
    expect(video.filmstrip).toMatchObject({ width: 160, height: 90 });
  }, 60_000);

  it('fails a video ffmpeg cannot read: the post goes back to drafts and its author is told why', async () => {
    const good = await makeTestVideo({ seconds: 2, width: 320, height: 240 });
    const { postId, media, url } = await uploadAndPost(good);
    // The upload's container was checked; the frames after it can still be garbage.
    const broken = Buffer.from(good);
    broken.fill(0x55, 2000, broken.length - 2000);
    await writeFile(fileOf(url), broken);
    expect(await transcodeVideo(t.deps, media.id, () => {})).toBe(1);
    const status = await owner.get<VideoStatusResponse>(`/svc/media/video?url=${encodeURIComponent(url)}`);
    expect(status.body.response).toMatchObject({ status: 'failed', failure: videoMessages.unreadable });
    const drafts = await owner.get<PostListResponse>('/svc/blog/director/posts?state=draft');
    const post = drafts.body.response.posts.find((p) => p.id === postId)!;
    expect(post.state).toBe('draft');
    expect(post.video).toMatchObject({ status: 'failed', failure: videoMessages.unreadable, url: '' });
  }, 60_000);

  it('tells the owner only: another user cannot ask about the video', async () => {
    const post = (await ownPosts()).find((p) => p.video?.status === 'ready')!;
    const res = await reader.get(`/svc/media/video?url=${encodeURIComponent(post.media_url)}`);
    expect(res.status).toBe(404);
    const visitor = await t.client().get(`/svc/media/video?url=${encodeURIComponent(post.media_url)}`);
    expect(visitor.status).toBe(401);
  });
});
