import { messages, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg, videoContainer } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm, textPost } from './test-posts.js';

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

  it("merges videos still converting into the owner's published posts by time, page by page", async () => {
    const author = t.client();
    await author.register('media-merge@example.com', 'media-merge');
    const before = await textPost(author, { title: 'Before the video' });
    const upload = await sendUpload(t, author, {
      data: videoContainer({ seconds: 2, width: 320, height: 240 }),
      name: 'clip.mp4',
      type: 'video/mp4',
    });
    const video = await savePostForm(author, 'video', {
      preuploadUrl: upload.body.response.url,
      confirmTos: true,
    });
    expect(video.body.response.post.state).toBe('transcoding');
    const after = [
      await textPost(author, { title: 'After 1' }),
      await textPost(author, { title: 'After 2' }),
    ];
    const pages: string[][] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&before=${cursor}` : '';
      const page = await author.get<PostListResponse>(`/svc/blog/media-merge/posts?limit=2${query}`);
      expect(page.status, page.raw).toBe(200);
      pages.push(page.body.response.posts.map((p) => p.id));
      cursor = page.body.response.next;
    } while (cursor);
    expect(pages.flat()).toEqual([after[1], after[0], video.body.response.post.id, before]);
    expect(pages[0]).toEqual([after[1], after[0]]);
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
