import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { videoContainer } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from './test-posts.js';

let t: TestApp;
let author: TestClient;
let reader: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  author = t.client();
  await author.register('author@example.com', 'msg-author');
  reader = t.client();
  await reader.register('reader@example.com', 'msg-reader');
});
afterAll(() => t.close());

describe('§5 validation messages', () => {
  it('an empty reblog that removes its reblog tree is refused: Post body empty.', async () => {
    const id = await textPost(author, { title: 'Worth sharing', body: 'Words' });
    const key = await reblogKeyOf(t.deps.db, id);
    const res = await reblogPost(reader, 'msg-reader', id, key, { body: '', removeReblogTree: true });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('Post body empty.');
    // With its tree kept, the same empty comment is a reblog.
    const kept = await reblogPost(reader, 'msg-reader', id, key, { body: '' });
    expect(kept.status, kept.raw).toBe(200);
  });

  it('a native video with an upload but without its direct embed: Direct embed missing.', async () => {
    const data = videoContainer({ seconds: 1, width: 640, height: 360 });
    const upload = await sendUpload(t, author, { data, name: 'clip.mp4', type: 'video/mp4' });
    expect(upload.status, upload.raw).toBe(200);
    const res = await savePostForm(author, 'video', {
      preuploadUrl: upload.body.response.url,
      confirmTos: true,
      video: { url: upload.body.response.url, directEmbed: '', provider: 'rookery' },
    });
    expect(res.status, res.raw).toBe(400);
    expect(res.body.errors[0]?.detail).toBe('Direct embed missing.');
  });
});
