import type { LikeResponse, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';
import { activityOf } from './test-activity.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
});
afterAll(() => t.close());

const keyOf = (id: string) => reblogKeyOf(t.deps.db, id);

/** The like payload as a card sends it (spec document 2 §3). */
async function payload(id: string, extra: Record<string, unknown> = {}) {
  return {
    id,
    root_id: id,
    key: await keyOf(id),
    tumblelog_name: 'ann',
    source: 'dashboard',
    method: 'double_tap',
    ...extra,
  };
}

const like = async (client: TestClient, id: string, extra: Record<string, unknown> = {}) =>
  client.post<LikeResponse>('/svc/like', await payload(id, extra));
const unlike = async (client: TestClient, id: string, extra: Record<string, unknown> = {}) =>
  client.post<LikeResponse>('/svc/unlike', await payload(id, extra));

async function noteCount(id: string) {
  const row = await t.deps.db
    .selectFrom('posts')
    .select('note_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.note_count;
}
async function likedCount(email: string) {
  const row = await t.deps.db
    .selectFrom('users')
    .select('liked_post_count')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.liked_post_count;
}

describe('like and unlike', () => {
  it('likes once: the post is liked, counted and on /likes, and its blog is told', async () => {
    const id = await textPost(ann);
    const res = await like(ben, id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ id, liked: true, note_count: 1 });
    expect(await likedCount('ben@example.com')).toBe(1);

    const likes = await ben.get<PostListResponse>('/svc/likes');
    expect(likes.body.response.posts.map((p) => [p.id, p.liked])).toEqual([[id, true]]);
    const own = await ann.get<PostListResponse>('/svc/blog/ann/posts');
    expect(own.body.response.posts[0]).toMatchObject({ id, liked: false, note_count: 1 });

    expect(await activityOf(t.deps.db, 'ann')).toEqual([
      { kind: 'like', actor: 'ben', post_id: id, text: '' },
    ]);
  });

  it('refuses a second like and changes nothing', async () => {
    const id = await textPost(ann);
    expect((await like(ben, id)).status).toBe(200);
    const before = [await noteCount(id), await likedCount('ben@example.com')];
    const again = await like(ben, id);
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.detail).toBe('You already like this post.');
    expect([await noteCount(id), await likedCount('ben@example.com')]).toEqual(before);
    const told = (await activityOf(t.deps.db, 'ann')).filter((a) => a.post_id === id);
    expect(told).toHaveLength(1);
  });

  it('unlikes only a liked post, and takes the like and its activity item back', async () => {
    const id = await textPost(ann);
    const refused = await unlike(ben, id);
    expect(refused.status).toBe(409);
    expect(refused.body.errors[0]?.detail).toBe("You haven't liked this post.");

    await like(ben, id);
    const count = await likedCount('ben@example.com');
    const res = await unlike(ben, id);
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ id, liked: false, note_count: 0 });
    expect(await likedCount('ben@example.com')).toBe(count - 1);
    expect((await activityOf(t.deps.db, 'ann')).filter((a) => a.post_id === id)).toEqual([]);
    expect((await unlike(ben, id)).status).toBe(409);
  });

  it('never counts below zero', async () => {
    const id = await textPost(ann);
    await like(ben, id);
    // Counts that drifted (e.g. a bulk load) are clamped, never negative.
    await t.deps.db.updateTable('posts').set({ note_count: 0 }).where('id', '=', id).execute();
    await t.deps.db
      .updateTable('users')
      .set({ liked_post_count: 0 })
      .where('email', '=', 'ben@example.com')
      .execute();
    const res = await unlike(ben, id);
    expect(res.body.response.note_count).toBe(0);
    expect(await noteCount(id)).toBe(0);
    expect(await likedCount('ben@example.com')).toBe(0);
  });

  it('counts a like of a reblog on the chain’s root, shown on every post of it', async () => {
    const root = await textPost(ann);
    const reblog = await reblogPost(ben, 'ben', root, await keyOf(root), { body: '<p>Ben adds</p>' });
    const reblogId = reblog.body.response.post.id;
    const res = await ann.post<LikeResponse>('/svc/like', {
      id: reblogId,
      key: await keyOf(reblogId),
      source: 'dashboard',
    });
    expect(res.status, res.raw).toBe(200);
    // The reblog and the like.
    expect(res.body.response.note_count).toBe(2);
    const bens = await ann.get<PostListResponse>('/svc/blog/ben/posts');
    expect(bens.body.response.posts[0]).toMatchObject({ id: reblogId, liked: true, note_count: 2 });
    expect((await activityOf(t.deps.db, 'ben')).at(-1)).toMatchObject({
      kind: 'like',
      actor: 'ann',
      post_id: reblogId,
    });
  });

  it('respects can_be_liked, the key, visibility and the blog named', async () => {
    const closed = await textPost(ann, { canBeLiked: false });
    const forbidden = await like(ben, closed);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.errors[0]?.detail).toBe('This post cannot be liked.');

    const open = await textPost(ann);
    expect((await like(ben, open, { key: 'wrong' })).status).toBe(404);
    expect((await like(ben, open, { tumblelog_name: 'ben' })).status).toBe(404);
    const priv = await textPost(ann, { state: 'private' });
    expect((await like(ben, priv)).status).toBe(404);
    const draft = await textPost(ann, { state: 'draft' });
    expect((await like(ben, draft)).status).toBe(404);
    expect((await like(ann, draft)).status).toBe(409);
    expect(await noteCount(closed)).toBe(0);
    expect(await noteCount(open)).toBe(0);
  });

  it('needs a session and the form key', async () => {
    const id = await textPost(ann);
    const visitor = await t.client().start();
    expect((await visitor.post('/svc/like', await payload(id))).status).toBe(401);
    expect((await ben.post('/svc/like', await payload(id), { formKey: null })).status).toBe(403);
    expect((await ben.post('/svc/like', { id })).status).toBe(400);
    expect(await noteCount(id)).toBe(0);
  });

  it('tells nobody of liking one’s own post', async () => {
    const id = await textPost(ann);
    const before = (await activityOf(t.deps.db, 'ann')).length;
    expect((await like(ann, id)).status).toBe(200);
    expect(await activityOf(t.deps.db, 'ann')).toHaveLength(before);
  });
});
