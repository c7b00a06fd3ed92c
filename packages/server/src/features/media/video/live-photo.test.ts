import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { type PostListResponse, videoMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { ffmpegBinary } from '../../../media/ffmpeg.js';
import { savePostForm } from '../../posts/test-posts.js';
import { withFileSource } from '../byte-source.js';
import { readMp4Header } from '../mp4-header.js';
import { solidJpeg } from '../test-files.js';
import { sendUpload } from '../test-upload.js';
import { makeTestVideo } from './test-videos.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('snapper@example.com', 'snapper');
});
afterAll(() => t.close());

const uploadClip = async (seconds: number) =>
  sendUpload(t, owner, {
    data: await makeTestVideo({ seconds, width: 640, height: 480, format: 'mov' }),
    name: 'IMG_0001.MOV',
    type: 'video/quicktime',
    kind: 'video',
    purpose: 'live_photo',
  });

const uploadStill = async () =>
  (await sendUpload(t, owner, { data: await solidJpeg(640, 480), name: 'IMG_0001.JPG', type: 'image/jpeg' }))
    .body.response.url;

const photoPost = async (livephotoUrl: string) =>
  savePostForm(owner, 'photo', { photos: [{ id: 'o1', preuploadUrl: await uploadStill(), livephotoUrl }] });

describe('live photos', () => {
  it("converts the moving part to a short silent MP4 and plays it with the post's photo", async () => {
    const clip = await uploadClip(2);
    expect(clip.status, clip.raw).toBe(200);
    expect(clip.body.response.status).toBe('processing');
    // The composer waits for the conversion: a clip still converting is not taken yet.
    const early = await photoPost(clip.body.response.url);
    expect(early.status).toBe(400);
    expect(early.body.errors[0]?.detail).toBe(videoMessages.livePhotoNotReady);

    await t.runJobs();
    const saved = await photoPost(clip.body.response.url);
    expect(saved.status, saved.raw).toBe(200);
    const posts = (await owner.get<PostListResponse>('/svc/blog/snapper/posts')).body.response.posts;
    const live = posts[0]!.photos[0]!.livephoto_url!;
    expect(live).toBe(`${clip.body.response.url}.sd.mp4`);
    const file = join(t.dataDir, 'media', live.replace(/^\/media\//, ''));
    const header = await withFileSource(file, readMp4Header);
    expect(header).toMatchObject({ width: 640, height: 480 });
    expect(header!.duration).toBeCloseTo(2, 1);
    // No sound: ffmpeg finds no audio stream in it.
    const probe = spawnSync(ffmpegBinary(undefined), ['-hide_banner', '-i', file], { encoding: 'utf8' });
    expect(probe.stderr).toMatch(/Video: h264/);
    expect(probe.stderr).not.toMatch(/Audio:/);

    // An edit sends back the rendition's url it was shown; the same clip stays.
    const again = await savePostForm(
      owner,
      'photo',
      {
        photos: [{ id: 'o1', preuploadUrl: posts[0]!.photos[0]!.url, livephotoUrl: live }],
        postId: posts[0]!.id,
      },
      'edit',
    );
    expect(again.status, again.raw).toBe(200);
  }, 60_000);

  it('refuses a moving part longer than 3 seconds', async () => {
    const res = await uploadClip(4);
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(videoMessages.livePhotoTooLong);
  }, 60_000);

  it('refuses a post video or a photo as the moving part', async () => {
    const video = await sendUpload(t, owner, {
      data: await makeTestVideo({ seconds: 1, width: 320, height: 240 }),
      name: 'clip.mp4',
      type: 'video/mp4',
    });
    const asLive = await photoPost(video.body.response.url);
    expect(asLive.status).toBe(400);
    expect(asLive.body.errors[0]?.detail).toBe(videoMessages.livePhotoNotVideo);
    const picture = await sendUpload(t, owner, {
      data: await solidJpeg(10, 10),
      name: 'a.jpg',
      type: 'image/jpeg',
      purpose: 'live_photo',
    });
    expect(picture.status).toBe(400);
    expect(picture.body.errors[0]?.detail).toBe(videoMessages.livePhotoNotVideo);
  }, 60_000);
});
