import type { PostListResponse, PostPermalinkResponse, PostView } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../../test/test-app.js';
import { reblogKeyOf, reblogPost, textPost } from '../test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
let original: string;
let reblog: string;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben, cat] = [await signedUp(t, 'ann'), await signedUp(t, 'ben'), await signedUp(t, 'cat')];
  original = await textPost(ann, { title: 'the original' });
  const res = await reblogPost(ben, 'ben', original, await reblogKeyOf(t.deps.db, original), {
    body: '<p>agreed</p>',
  });
  reblog = res.body.response.post.id;
  for (const blog of ['ann', 'ben']) await cat.post('/svc/follow', { tumblelog: blog });
});
afterAll(() => t.close());

async function dashboardPost(client: TestClient, id: string): Promise<PostView> {
  const res = await client.get<PostListResponse>('/svc/dashboard');
  const post = res.body.response.posts.find((p) => p.id === id);
  if (!post) throw new Error(`post ${id} not on the dashboard: ${res.raw}`);
  return post;
}

const uuidOf = async (blog: string) =>
  (await t.deps.db.selectFrom('blogs').select('uuid').where('name', '=', blog).executeTakeFirstOrThrow())
    .uuid;

describe('the post model of spec document 2 §3', () => {
  it('carries the blog uuid and the empty placement, recommendation and premium values', async () => {
    const post = await dashboardPost(cat, original);
    expect(post.tumblelog_uuid).toBe(await uuidOf('ann'));
    expect(post).toMatchObject({ placement_id: null, is_recommended: false, pt: false });
  });

  it('names a reblog’s source and whether the viewer follows it; originals have none', async () => {
    expect((await dashboardPost(cat, original)).reblog_source).toBeNull();
    expect((await dashboardPost(cat, reblog)).reblog_source).toEqual({ name: 'ann', following: true });
    await cat.post('/svc/unfollow', { tumblelog: 'ann' });
    expect((await dashboardPost(cat, reblog)).reblog_source).toEqual({ name: 'ann', following: false });
    await cat.post('/svc/follow', { tumblelog: 'ann' });
    // The same on the permalink, for visitors too (who follow nothing).
    const visitor = await t.client().start();
    const page = await visitor.get<PostPermalinkResponse>(`/svc/blog/ben/post/${reblog}`);
    expect(page.body.response.post.reblog_source).toEqual({ name: 'ann', following: false });
  });

  it('gives each post stable, opaque embed ids that do not give its reblog key away', async () => {
    const first = await dashboardPost(cat, original);
    const again = await dashboardPost(ann, original);
    const other = await dashboardPost(cat, reblog);
    expect(first.embed_key).toMatch(/^[\w-]{22}$/);
    expect(first.embed_did).toMatch(/^[0-9a-f]{32}$/);
    expect([again.embed_key, again.embed_did]).toEqual([first.embed_key, first.embed_did]);
    expect(other.embed_key).not.toBe(first.embed_key);
    expect(other.embed_did).not.toBe(first.embed_did);
    const key = await reblogKeyOf(t.deps.db, original);
    expect(first.embed_key + first.embed_did).not.toContain(key);
  });

  it('marks a photoset shown as a carousel, opening on its first photo', async () => {
    expect((await dashboardPost(cat, original)).is_carousel).toBe(false);
    expect((await dashboardPost(cat, original)).carousel_index).toBeNull();
    const photo = (id: string) => ({ id, key: `k-${id}`, width: 10, height: 10, caption: '' });
    await t.deps.db
      .updateTable('posts')
      .set({ carousel_display: true, photos: sql`${JSON.stringify([photo('o1'), photo('o2')])}::jsonb` })
      .where('id', '=', original)
      .execute();
    const post = await dashboardPost(cat, original);
    expect([post.is_carousel, post.carousel_index]).toEqual([true, 0]);
  });
});
