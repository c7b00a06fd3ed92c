import type { PostListResponse, PromoteResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';

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

async function promote(client: TestClient, id: string, tag: string, extra: Record<string, unknown> = {}) {
  return client.post<PromoteResponse>('/svc/promote', {
    tag,
    post_id: id,
    reblog_key: await keyOf(id),
    ...extra,
  });
}
async function unpromote(client: TestClient, id: string, tagId: string) {
  return client.post<PromoteResponse>('/svc/unpromote', {
    tag_id: tagId,
    post_id: id,
    reblog_key: await keyOf(id),
  });
}
const tagPage = async (tag: string, query = '') =>
  (await ben.get<PostListResponse>(`/svc/tagged/${tag}${query}`)).body.response;

describe('promote', () => {
  it('puts the owner’s post first on the tag’s page until it is unpromoted', async () => {
    const old = await textPost(ann, { tags: ['Birds'] });
    const newer = await textPost(ben, { tags: ['birds'] });
    const newest = await textPost(ben, { tags: ['birds'] });
    expect((await tagPage('birds')).posts.map((p) => p.id)).toEqual([newest, newer, old]);

    const res = await promote(ann, old, '#Birds', { tumblelog_name: 'ann' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ post_id: old, tag: 'birds', tag_id: 'birds', promoted: true });
    expect((await tagPage('BIRDS')).posts.map((p) => p.id)).toEqual([old, newest, newer]);
    // The first page leads with it (beyond its limit); paging on never shows it twice.
    const first = await tagPage('birds', '?limit=2');
    expect(first.posts.map((p) => p.id)).toEqual([old, newest, newer]);
    expect((await tagPage('birds', `?limit=2&before=${first.next}`)).posts).toEqual([]);
    // The owner sees where it leads; others do not.
    const anns = (await ann.get<PostListResponse>('/svc/blog/ann/posts')).body.response.posts;
    expect(anns.find((p) => p.id === old)?.promoted_tags).toEqual(['birds']);
    expect((await tagPage('birds')).posts[0]?.promoted_tags).toEqual([]);

    const off = await unpromote(ann, old, 'birds');
    expect(off.body.response.promoted).toBe(false);
    expect((await tagPage('birds')).posts.map((p) => p.id)).toEqual([newest, newer, old]);
  });

  it('keeps one promoted post per blog and tag, the latest', async () => {
    const a = await textPost(ann, { tags: ['tea'] });
    const b = await textPost(ann, { tags: ['tea'] });
    const other = await textPost(ben, { tags: ['tea'] });
    await promote(ann, a, 'tea');
    await promote(ann, b, 'tea');
    expect((await tagPage('tea')).posts.map((p) => p.id)).toEqual([b, other, a]);
  });

  it('drops a promoted post that went private or lost the tag', async () => {
    const id = await textPost(ann, { tags: ['moss'] });
    const later = await textPost(ann, { tags: ['moss'] });
    await promote(ann, id, 'moss');
    await t.deps.db
      .updateTable('posts')
      .set({ tags: ['lichen'] })
      .where('id', '=', id)
      .execute();
    expect((await tagPage('moss')).posts.map((p) => p.id)).toEqual([later]);
  });

  it('lets only the owner promote, in a tag the post carries, a public published post', async () => {
    const id = await textPost(ann, { tags: ['owls'] });
    expect((await promote(ben, id, 'owls')).status).toBe(403);
    expect((await unpromote(ben, id, 'owls')).status).toBe(403);
    const untagged = await promote(ann, id, 'cats');
    expect(untagged.status).toBe(400);
    expect(untagged.body.errors[0]?.detail).toBe('A post can only be promoted in a tag it carries.');
    expect((await promote(ann, id, 'owls', { reblog_key: 'nope' })).status).toBe(404);
    expect((await promote(ann, id, '')).status).toBe(400);
    const priv = await textPost(ann, { tags: ['owls'], state: 'private' });
    expect((await promote(ann, priv, 'owls')).status).toBe(409);
    const visitor = await t.client().start();
    expect((await promote(visitor, id, 'owls')).status).toBe(401);
    expect((await tagPage('owls')).posts.map((p) => p.id)).toEqual([id]);
    const rows = await t.deps.db
      .selectFrom('promotions')
      .select('post_id')
      .where('tag', '=', 'owls')
      .execute();
    expect(rows).toEqual([]);
  });
});

describe('owner actions from the card', () => {
  it('deletes and publishes only the owner’s posts (403 for another user’s)', async () => {
    const id = await textPost(ann);
    expect((await ben.post('/svc/post/delete', { post_id: id })).status).toBe(403);
    const draft = await textPost(ann, { state: 'draft' });
    expect((await ben.post('/publish', { post_id: draft })).status).toBe(403);
    expect((await ann.post('/publish', { post_id: draft })).status).toBe(200);
    expect((await ann.post('/svc/post/delete', { post_id: id })).status).toBe(200);
    const left = await t.deps.db.selectFrom('posts').select('id').where('id', 'in', [id, draft]).execute();
    expect(left.map((r) => r.id)).toEqual([draft]);
  });
});
