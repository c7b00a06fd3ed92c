import type {
  ActivityResponse,
  ActivityUnreadResponse,
  GifSearchResponse,
  PostListResponse,
} from '@rookery/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedDemoContent } from './demo.js';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.deps);
}, 60_000);
afterAll(() => t.close());

const list = async (blog: string) =>
  (await t.client().get<PostListResponse>(`/svc/blog/${blog}/posts`)).body.response.posts;

describe('demo posts', () => {
  it('has a published post of every type', async () => {
    const rows = await t.deps.db
      .selectFrom('posts')
      .select('type')
      .distinct()
      .where('state', '=', 'published')
      .execute();
    expect(rows.map((r) => r.type).sort()).toEqual([
      'answer',
      'audio',
      'chat',
      'link',
      'photo',
      'quote',
      'text',
      'video',
    ]);
  });

  it('has a reblog chain crediting the root', async () => {
    const [reblog] = await list('compiler-cafe');
    expect(reblog).toMatchObject({
      is_reblog: true,
      reblogged_from_name: 'rookery-birds',
      reblogged_root_name: 'ada-writes',
    });
    expect(reblog?.trail.map((s) => s.blog_name)).toEqual(['ada-writes', 'rookery-birds']);
  });

  it('has photos that went through the upload pipeline', async () => {
    const [post] = await list('night-garden');
    expect(post?.photos).toHaveLength(2);
    const file = await t.app.inject({ url: post!.photos[0]!.url });
    expect(file.statusCode).toBe(200);
    expect((await sharp(file.rawPayload).metadata()).width).toBe(1080);
  });

  it('has animated GIF posts, so GIF search finds something out of the box', async () => {
    const visitor = await t.client().start();
    const search = async (q: string) =>
      (await visitor.post<GifSearchResponse>('/svc/search/inline_gif', { q })).body.response.media;
    const all = await search('');
    expect(all.map((g) => g.postBlog).sort()).toEqual([
      'ada-writes',
      'rookery-birds',
      'tea-and-tides',
      'wren-sketches',
    ]);
    expect(all.every((g) => g.width === 250 && g.mediaUrl.endsWith('_250.gif'))).toBe(true);
    expect((await search('birds')).map((g) => g.postBlog)).toEqual(['wren-sketches', 'rookery-birds']);
    const file = await t.app.inject({ url: all[0]!.original.url });
    expect((await sharp(file.rawPayload, { animated: true }).metadata()).pages).toBe(10);
  });

  it('keeps a draft, a queued and a scheduled post for the owner', async () => {
    const states = await t.deps.db
      .selectFrom('posts')
      .select(['state', 'publish_on'])
      .where('state', 'in', ['draft', 'queued'])
      .execute();
    expect(states.map((s) => (s.publish_on ? 'scheduled' : s.state)).sort()).toEqual([
      'draft',
      'queued',
      'scheduled',
    ]);
  });

  it('has likes, so the likes page and the trending list show something', async () => {
    const ada = t.client();
    await ada.login('ada@rookery.local', 'rookery-demo');
    const liked = (await ada.get<PostListResponse>('/svc/likes')).body.response.posts;
    expect(liked.length).toBeGreaterThan(0);
    for (const post of liked)
      expect(['ada-writes', 'night-garden', 'tea-and-tides']).not.toContain(post.blog_name);
    const trending = (await t.client().get<PostListResponse>('/svc/explore/trending')).body.response.posts;
    expect(trending.length).toBeGreaterThan(0);
  });

  it("has the activity its follows and likes would have made, never of the user's own doing", async () => {
    const ada = t.client();
    await ada.login('ada@rookery.local', 'rookery-demo');
    const unread = (await ada.get<ActivityUnreadResponse>('/svc/activity/unread')).body.response;
    expect(unread.total).toBeGreaterThan(0);
    const items = (await ada.get<ActivityResponse>('/svc/activity')).body.response.items;
    const kinds = new Set(items.map((i) => i.kind));
    expect(kinds.has('follow') && kinds.has('like')).toBe(true);
    // The demo's reblogs are saved through the composer, which tells the reblogged blog as it goes.
    for (const kind of kinds) expect(['follow', 'like', 'reblog']).toContain(kind);
    for (const item of items)
      expect(['ada-writes', 'night-garden', 'tea-and-tides']).not.toContain(item.actor?.name);
  });
});
