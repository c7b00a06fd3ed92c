import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { savePostForm, textPost } from '../test-posts.js';

const PLAYER = 'https://www.youtube.com/embed/aqz-KE-bpKQ';
const FRAME_ATTRIBUTES =
  'title="YouTube video" allow="fullscreen; encrypted-media; picture-in-picture" referrerpolicy="strict-origin-when-cross-origin" loading="lazy"';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner');
  reader = t.client();
  await reader.register('reader@example.com', 'reader');
  await reader.post('/svc/follow', { tumblelog: 'owner' });
});
afterAll(() => t.close());

const framesOf = (html: string) => [...html.matchAll(/<iframe\b[^>]*>/gi)].map((m) => m[0]);
const fragment = async () => (await reader.request('GET', '/svc/post/dashboard/before/0')).raw;

describe('embeds in stored posts and the fragment call', () => {
  it('stores and serves only player frames, written afresh', async () => {
    const id = await textPost(owner, {
      body: `<p>a</p><iframe src="${PLAYER}#t" width="540" sandbox="allow-scripts allow-same-origin" onload="x()"></iframe><iframe src="https://www.youtube.com/embed/%2e%2e/%2e%2e/x"></iframe><iframe src="${t.deps.config.publicUrl}/owner/post/1"></iframe>`,
    });
    const row = await t.deps.db
      .selectFrom('posts')
      .select('two')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.two).toBe(`<p>a</p><iframe src="${PLAYER}" width="540" ${FRAME_ATTRIBUTES}></iframe>`);
    expect(framesOf(await fragment())).toEqual([`<iframe src="${PLAYER}" width="540" ${FRAME_ATTRIBUTES}>`]);
  });

  it('guards frames stored under older rules when it renders them', async () => {
    const id = await textPost(owner, { body: '<p>legacy</p>' });
    await t.deps.db
      .updateTable('posts')
      .set({
        two: `<iframe src="${t.deps.config.publicUrl}/owner/post/1" sandbox="allow-scripts allow-same-origin"></iframe><iframe src="https://www.youtube.com/embed/%2e%2e/%2e%2e/x"></iframe><iframe src="${PLAYER}" sandbox="allow-scripts allow-same-origin"></iframe>`,
      })
      .where('id', '=', id)
      .execute();
    const html = await fragment();
    const legacy = html.slice(html.indexOf(`data-post-id="${id}"`));
    const frames = framesOf(legacy.slice(0, legacy.indexOf('data-post-id=', 1)));
    expect(frames).toEqual([`<iframe src="${PLAYER}" ${FRAME_ATTRIBUTES}>`]);
  });

  it("frames a video post's embed code only as a player, with no sandbox escape", async () => {
    const res = await savePostForm(owner, 'video', {
      embedCode: `<iframe src="${PLAYER}" sandbox="allow-scripts allow-same-origin"></iframe>`,
    });
    expect(res.status, res.raw).toBe(200);
    const html = await fragment();
    const video = html.slice(html.indexOf(`data-post-id="${res.body.response.post.id}"`));
    const frame = framesOf(video)[0] ?? '';
    expect(frame).toContain(`src="${PLAYER}"`);
    expect(frame).toMatch(/referrerpolicy="strict-origin-when-cross-origin"/i);
    expect(frame).not.toContain('sandbox');
  });
});
