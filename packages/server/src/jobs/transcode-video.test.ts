import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { stateOnLoad, videoMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { videoContainer } from '../features/media/test-files.js';
import { sendUpload } from '../features/media/test-upload.js';
import { makeTestVideo } from '../features/media/video/test-videos.js';
import { savePostForm } from '../features/posts/test-posts.js';
import { transcodeVideo } from './transcode-video.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('filmmaker@example.com', 'filmmaker');
});
afterAll(() => t.close());

/** Uploads a video and posts it right away, as someone does before processing has finished. */
async function postVideo(data: Buffer): Promise<{ postId: string; mediaId: string; key: string }> {
  const upload = await sendUpload(t, owner, { data, name: 'clip.mp4', type: 'video/mp4' });
  expect(upload.body.response.status).toBe('processing');
  const saved = await savePostForm(owner, 'video', {
    preuploadUrl: upload.body.response.url,
    confirmTos: true,
    caption: 'My film',
  });
  expect(saved.status).toBe(200);
  const media = await t.deps.db
    .selectFrom('media')
    .select('id')
    .where('key', '=', upload.body.response.key)
    .executeTakeFirstOrThrow();
  return { postId: saved.body.response.post.id, mediaId: media.id, key: upload.body.response.key };
}

const stateOf = async (postId: string) => {
  const res = await owner.post('/svc/post/fetch', { post_id: postId, channel_id: 'filmmaker' });
  return stateOnLoad(res.body.response.post);
};

describe('processing uploaded videos', () => {
  it('publishes the posts waiting in transcoding once their video is processed', async () => {
    const { postId, mediaId } = await postVideo(await makeTestVideo({ seconds: 2, width: 640, height: 360 }));
    expect(await stateOf(postId)).toBe('transcoding');

    await t.runJobs();
    expect(await stateOf(postId)).toBe('published');
    const media = await t.deps.db
      .selectFrom('media')
      .selectAll()
      .where('id', '=', mediaId)
      .executeTakeFirstOrThrow();
    expect(media).toMatchObject({ status: 'ready', width: 640, height: 360 });
    expect(media.duration).toBeCloseTo(2, 1);
    // A retried job finds nothing left to do.
    expect(await transcodeVideo(t.deps, mediaId)).toBe(0);
  });

  it('sends the post back to drafts when the video cannot be played', async () => {
    const video = videoContainer({ seconds: 1, width: 10, height: 10 });
    const { postId, key } = await postVideo(video);
    // The upload proved it playable; a damaged disk or a bad restore can still break it.
    await writeFile(join(t.dataDir, 'media', key), video.subarray(0, 40));
    expect(await stateOf(postId)).toBe('transcoding');
    await t.runJobs();
    expect(await stateOf(postId)).toBe('draft');
    const media = await t.deps.db
      .selectFrom('media')
      .select(['status', 'failure'])
      .where('key', '=', key)
      .executeTakeFirstOrThrow();
    expect(media).toEqual({ status: 'failed', failure: videoMessages.unreadable });
  });
});
