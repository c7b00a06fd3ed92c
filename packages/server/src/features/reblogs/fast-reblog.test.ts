import type { FastReblogResponse, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { activityOf } from '../likes/test-activity.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  expect((await ben.post('/svc/blog/create', { name: 'ben-art' })).status).toBe(200);
});
afterAll(() => t.close());

const keyOf = (id: string) => reblogKeyOf(t.deps.db, id);

async function fast(client: TestClient, id: string, extra: Record<string, unknown> = {}) {
  return client.post<FastReblogResponse>('/fast_reblog', {
    reblog_key: await keyOf(id),
    reblog_post_id: id,
    queue: false,
    pt: '',
    offset: 0,
    ...extra,
  });
}

const postsOf = async (client: TestClient, blog: string, state = '') =>
  (await client.get<PostListResponse>(`/svc/blog/${blog}/posts${state ? `?state=${state}` : ''}`)).body
    .response.posts;

describe('fast reblog', () => {
  it('reblogs at once as the current blog, with the parent in the trail, and marks the post reblogged', async () => {
    const root = await textPost(ann, { title: 'Worth it', body: '<p>Original words</p>' });
    const res = await fast(ben, root);
    expect(res.status, res.raw).toBe(200);
    const answer = res.body.response;
    expect(answer).toMatchObject({ queued: false, self_reblog: false });
    expect(answer.post_tumblelog).toMatchObject({ name: 'ben', name_or_id: 'ben' });
    expect(answer.post_tumblelog.avatar).toMatch(/^\/avatar\/ben\//);

    const [reblog] = await postsOf(ben, 'ben');
    expect(reblog).toMatchObject({
      id: answer.id,
      is_reblog: true,
      state: 'published',
      reblogged_from_name: 'ann',
      trail: [{ blog_name: 'ann', post_id: root, content: '<p>Original words</p>', is_root: true }],
    });
    const seen = await postsOf(ben, 'ann');
    expect(seen.find((p) => p.id === root)).toMatchObject({ reblogged: true, note_count: 1 });
    expect((await postsOf(ann, 'ann')).find((p) => p.id === root)?.reblogged).toBe(false);
    expect((await activityOf(t.deps.db, 'ann')).at(-1)).toEqual({
      kind: 'reblog',
      actor: 'ben',
      post_id: root,
      text: '',
    });
  });

  it('adds to the queue of any of the user’s blogs; the queued reblog tells when it goes out', async () => {
    const root = await textPost(ann);
    const before = (await activityOf(t.deps.db, 'ann')).length;
    const res = await fast(ben, root, { queue: 'true', tumblelog: 'ben-art' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ queued: true, post_tumblelog: { name: 'ben-art' } });
    const queued = await postsOf(ben, 'ben-art', 'queued');
    expect(queued.map((p) => [p.id, p.state])).toEqual([[res.body.response.id, 'queued']]);
    expect(await postsOf(ben, 'ben-art')).toEqual([]);
    expect(await activityOf(t.deps.db, 'ann')).toHaveLength(before);

    expect((await ben.post('/publish', { post_id: res.body.response.id })).status).toBe(200);
    expect((await activityOf(t.deps.db, 'ann')).at(-1)).toMatchObject({
      kind: 'reblog',
      actor: 'ben-art',
      post_id: root,
    });
  });

  it('refuses another user’s blog (403), a post that cannot be reblogged (403), a wrong key (404)', async () => {
    const root = await textPost(ann);
    const asAnn = await fast(ben, root, { tumblelog: 'ann' });
    expect(asAnn.status).toBe(403);
    const closed = await textPost(ann, { canBeReblogged: false });
    const refused = await fast(ben, closed);
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0]?.detail).toBe('This post cannot be reblogged.');
    expect((await fast(ben, root, { reblog_key: 'nope' })).status).toBe(404);
    expect((await fast(ben, await textPost(ann, { state: 'private' }))).status).toBe(404);
    const visitor = await t.client().start();
    expect((await fast(visitor, root)).status).toBe(401);
    const anns = await postsOf(ben, 'ann');
    expect([root, closed].map((id) => anns.find((p) => p.id === id)?.reblogged)).toEqual([false, false]);
  });

  it('says when the user reblogs their own post', async () => {
    const own = await textPost(ben);
    const res = await fast(ben, own, { tumblelog: 'ben-art' });
    expect(res.body.response).toMatchObject({ self_reblog: true, queued: false });
  });
});

describe('the composer’s reblog', () => {
  it('tells the reblogged blog, with the comment as the item’s text', async () => {
    const root = await textPost(ann);
    const res = await reblogPost(ben, 'ben', root, await keyOf(root), { body: '<p>So <b>true</b>.</p>' });
    expect(res.status, res.raw).toBe(200);
    expect((await activityOf(t.deps.db, 'ann')).at(-1)).toEqual({
      kind: 'reblog',
      actor: 'ben',
      post_id: root,
      text: 'So true.',
    });
  });

  it('tells nothing for a reblog saved as a draft, until it is published', async () => {
    const root = await textPost(ann);
    const before = (await activityOf(t.deps.db, 'ann')).length;
    const res = await reblogPost(ben, 'ben', root, await keyOf(root), {
      body: '<p>Later</p>',
      state: 'draft',
    });
    expect(res.status, res.raw).toBe(200);
    expect(await activityOf(t.deps.db, 'ann')).toHaveLength(before);
    expect((await ben.post('/publish', { post_id: res.body.response.post.id })).status).toBe(200);
    expect((await activityOf(t.deps.db, 'ann')).at(-1)).toMatchObject({ kind: 'reblog', text: 'Later' });
  });
});
