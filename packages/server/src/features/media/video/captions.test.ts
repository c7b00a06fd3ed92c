import { type CaptionsResponse, type PostListResponse, videoMessages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { savePostForm } from '../../posts/test-posts.js';
import { videoContainer } from '../test-files.js';
import { sendUpload } from '../test-upload.js';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let videoUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('subtitler@example.com', 'subtitler');
  other = t.client();
  await other.register('stranger@example.com', 'stranger');
  // Captions need only the upload's row: its conversion is another test's.
  const upload = await sendUpload(t, owner, {
    data: videoContainer({ seconds: 2, width: 64, height: 64 }),
    name: 'clip.mp4',
    type: 'video/mp4',
  });
  videoUrl = upload.body.response.url;
});
afterAll(() => t.close());

/** POST /svc/media/captions as the composer sends it: the video's url, then the .vtt file. */
async function sendCaptions(client: TestClient, video: string, text: string | Buffer) {
  const form = new FormData();
  form.append('video', video);
  form.append(
    'file',
    new Blob([typeof text === 'string' ? text : new Uint8Array(text)], { type: 'text/vtt' }),
    'en.vtt',
  );
  const encoded = new Request('http://rookery.test/', { method: 'POST', body: form });
  const res = await t.app.inject({
    method: 'POST',
    url: '/svc/media/captions',
    headers: {
      'content-type': encoded.headers.get('content-type') ?? '',
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-form-key': client.formKey,
    },
    payload: Buffer.from(await encoded.arrayBuffer()),
  });
  return { status: res.statusCode, body: res.json() };
}

const VTT = 'WEBVTT\n\n00:00.000 --> 00:01.500\nHello <b>there</b>\n';

describe('captions of a video', () => {
  it('stores a WebVTT file with the video; its posts carry the captions track', async () => {
    const res = await sendCaptions(owner, videoUrl, `\uFEFF${VTT}`);
    expect(res.status).toBe(200);
    const url = (res.body.response as CaptionsResponse).captions_url!;
    expect(url).toBe(`${videoUrl}.captions.vtt`);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/vtt/);
    expect(file.body).toContain('Hello <b>there</b>');

    const saved = await savePostForm(owner, 'video', { preuploadUrl: videoUrl, confirmTos: true }, 'new');
    expect(saved.status).toBe(200);
    const posts = (await owner.get<PostListResponse>('/svc/blog/subtitler/posts')).body.response.posts;
    expect(posts[0]?.video?.captions_url).toBe(url);

    const removed = await owner.request('DELETE', `/svc/media/captions?url=${encodeURIComponent(videoUrl)}`);
    expect(removed.status).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses what is not WebVTT, a file too big, and anyone else’s video', async () => {
    for (const text of [
      '1\n00:00:00,000 --> 00:00:01,000\nSRT, not VTT\n',
      Buffer.from([0xff, 0xfe, 0x57, 0x00]),
    ]) {
      const res = await sendCaptions(owner, videoUrl, text);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].detail).toBe(videoMessages.captionsNotVtt);
    }
    const big = await sendCaptions(owner, videoUrl, `${VTT}${'x'.repeat(600 * 1024)}`);
    expect(big.status).toBe(400);
    expect(big.body.errors[0].detail).toBe(videoMessages.captionsTooBig);
    expect((await sendCaptions(other, videoUrl, VTT)).status).toBe(403);
    expect((await sendCaptions(owner, '/media/uploads/video/nothing.mp4', VTT)).status).toBe(403);
  });
});
