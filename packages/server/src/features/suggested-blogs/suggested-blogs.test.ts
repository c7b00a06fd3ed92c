import type { PostListResponse, SuggestedBlogsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';

let t: TestApp;
const clients: Record<string, TestClient> = {};
const NAMES = ['ann', 'ben', 'cat', 'dan', 'eve', 'fay', 'gus', 'hal', 'ivy', 'kim', 'zed'] as const;
const as = (name: (typeof NAMES)[number]) => clients[name]!;

const follow = (who: (typeof NAMES)[number], ...names: string[]) =>
  Promise.all(names.map((tumblelog) => as(who).post('/svc/follow', { tumblelog })));

async function suggested(client: TestClient, limit?: number) {
  const res = await client.get<SuggestedBlogsResponse>(
    `/svc/blogs/suggested${limit ? `?limit=${limit}` : ''}`,
  );
  expect(res.status, res.raw).toBe(200);
  return res.body.response.blogs;
}
const names = (blogs: { name: string }[]) => blogs.map((b) => b.name);

async function likeBy(liker: TestClient, postId: string) {
  const key = await reblogKeyOf(t.deps.db, postId);
  expect((await liker.post('/svc/like', { id: postId, key })).status).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  for (const name of NAMES) clients[name] = await signedUp(t, name);
  // ann follows ben, cat and dan; through them: eve ×3, fay ×2, gus, hal and ivy ×1, and ann herself.
  await follow('ann', 'ben', 'cat', 'dan');
  await follow('ben', 'eve', 'fay', 'ann', 'cat');
  await follow('cat', 'eve', 'gus');
  await follow('dan', 'eve', 'fay', 'hal', 'ivy');
  // gus is blocked by ann; hal blocks ann; ivy keeps her blog private.
  await as('ann').post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'gus' });
  await as('hal').post('/svc/block/add', { tumblelog: 'hal', blocked_tumblelog: 'ann' });
  await t.deps.db.updateTable('blogs').set({ is_private: true }).where('name', '=', 'ivy').execute();
  // Trending this week: zed's post draws two notes, kim's one; gus, hal and ivy post too.
  const zed = await textPost(as('zed'));
  const kim = await textPost(as('kim'));
  for (const name of ['gus', 'hal', 'ivy'] as const) await likeBy(as('ben'), await textPost(as(name)));
  await likeBy(as('ben'), zed);
  await likeBy(as('cat'), zed);
  await likeBy(as('ben'), kim);
});
afterAll(() => t.close());

describe('suggested blogs', () => {
  it('ranks the blogs your follows follow by how many of them do, with who', async () => {
    const blogs = await suggested(as('ann'), 2);
    expect(names(blogs)).toEqual(['eve', 'fay']);
    expect(blogs[0]).toMatchObject({
      following: false,
      avatar_shape: 'circle',
      reason: { kind: 'graph', count: 3 },
    });
    const via = blogs[0]!.reason.kind === 'graph' ? blogs[0]!.reason.names : [];
    expect(via).toHaveLength(2);
    for (const name of via) expect(['ben', 'cat', 'dan']).toContain(name);
    expect(blogs[1]!.reason).toMatchObject({ kind: 'graph', count: 2 });
  });

  it('leaves out your own blogs, the ones you follow, blocks either way and private blogs', async () => {
    const blogs = names(await suggested(as('ann'), 20));
    for (const name of ['ann', 'ben', 'cat', 'dan', 'gus', 'hal', 'ivy']) expect(blogs).not.toContain(name);
  });

  it('fills the rest from trending blogs, the most noted first', async () => {
    const blogs = await suggested(as('ann'), 4);
    expect(names(blogs)).toEqual(['eve', 'fay', 'zed', 'kim']);
    expect(blogs[2]!.reason).toEqual({ kind: 'trending' });
  });

  it('gives a new account trending blogs, and visitors too', async () => {
    const fresh = await signedUp(t, 'newbie');
    const forNew = names(await suggested(fresh, 3));
    expect(forNew).toEqual(['zed', 'kim', expect.stringMatching(/^(gus|hal)$/)]);
    const visitor = names(await suggested(await t.client().start(), 20));
    expect(visitor.slice(0, 2)).toEqual(['zed', 'kim']);
    expect(visitor).toEqual(expect.arrayContaining(['gus', 'hal']));
    expect(visitor).not.toContain('ivy');
  });

  it('refuses a limit out of range', async () => {
    expect((await as('ann').get('/svc/blogs/suggested?limit=0')).status).toBe(400);
    expect((await as('ann').get('/svc/blogs/suggested?limit=500')).status).toBe(400);
  });
});

describe("a post's followed flag", () => {
  it('says whether the current blog follows the post’s blog, in one page of posts', async () => {
    await textPost(as('eve'));
    const newest = async (client: TestClient) =>
      (await client.get<PostListResponse>('/svc/explore/newest')).body.response.posts;
    const following = (posts: Awaited<ReturnType<typeof newest>>) =>
      Object.fromEntries(posts.map((p) => [p.blog_name, p.blog.following]));
    expect(following(await newest(as('ben')))).toMatchObject({ eve: true, zed: false, kim: false });
    expect(following(await newest(as('eve')))).toMatchObject({ eve: false });
    expect(Object.values(following(await newest(t.client())))).not.toContain(true);
  });
});
