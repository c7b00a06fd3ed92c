import { messages, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, videoContainer } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm } from './test-posts.js';

let t: TestApp;
let owner: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('media-posts@example.com', 'media-posts');
});
afterAll(() => t.close());

describe('posts with uploads', () => {
  it('holds a video post in transcoding while its upload is processed', async () => {
    const data = videoContainer({ seconds: 2, width: 320, height: 240 });
    const upload = await sendUpload(t, owner, { data, name: 'clip.mp4', type: 'video/mp4' });
    expect(upload.body.response.status).toBe('processing');
    const res = await savePostForm(owner, 'video', {
      preuploadUrl: upload.body.response.url,
      confirmTos: true,
      caption: 'clip',
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.post.state).toBe('transcoding');
    const visitor = await t.client().start();
    const list = await visitor.get<PostListResponse>('/svc/blog/media-posts/posts');
    expect(list.body.response.posts).toEqual([]);
    const own = await owner.get<PostListResponse>('/svc/blog/media-posts/posts');
    expect(own.body.response.posts.map((p) => p.state)).toEqual(['transcoding']);
  });

  it('refuses an upload of the wrong kind', async () => {
    const image = await sendUpload(t, owner, {
      data: await solidJpeg(10, 10),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const res = await savePostForm(owner, 'audio', {
      preuploadUrl: image.body.response.url,
      confirmTos: true,
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(messages.postMediaWrongKind);
  });
});
