import type { NotesResponse, PostListResponse, PostSubscriptionResponse, ReplyResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { activityOf } from '../likes/test-activity.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  cat = t.client();
  await cat.register('cat@example.com', 'cat');
});
afterAll(() => t.close());

const keyOf = (id: string) => reblogKeyOf(t.deps.db, id);

async function reply(client: TestClient, id: string, text: string, extra: Record<string, unknown> = {}) {
  return client.post<ReplyResponse>('/svc/reply', {
    reply_text: text,
    post_id: id,
    tumblelog_key: await keyOf(id),
    source: 'dashboard',
    ...extra,
  });
}

const notes = (client: TestClient, id: string, query = '') =>
  client.get<NotesResponse>(`/svc/post/${id}/notes${query}`);

const viewOf = async (client: TestClient, blog: string, id: string) =>
  (await client.get<PostListResponse>(`/svc/blog/${blog}/posts`)).body.response.posts.find(
    (p) => p.id === id,
  );

describe('replies', () => {
  it('replies as the current blog, subscribes the replier and tells the post’s blog', async () => {
    const id = await textPost(ann);
    expect((await viewOf(ben, 'ann', id))?.is_subscribed).toBe(false);
    const res = await reply(ben, id, '  Lovely\nwords  ');
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({
      is_subscribed: true,
      note_count: 1,
      note: { kind: 'reply', text: 'Lovely words', blog: { name: 'ben', url: '/ben' }, post_url: null },
    });
    expect(await viewOf(ben, 'ann', id)).toMatchObject({ is_subscribed: true, note_count: 1 });
    expect((await activityOf(t.deps.db, 'ann')).at(-1)).toEqual({
      kind: 'reply',
      actor: 'ben',
      post_id: id,
      text: 'Lovely words',
    });
  });

  it('refuses an empty or too long reply, a wrong key, a hidden post and another user’s blog', async () => {
    const id = await textPost(ann);
    const empty = await reply(ben, id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0]?.detail).toBe('Write something to reply.');
    expect((await reply(ben, id, 'x'.repeat(476))).status).toBe(400);
    expect((await reply(ben, id, 'Hi', { tumblelog_key: 'nope' })).status).toBe(404);
    expect((await reply(ben, await textPost(ann, { state: 'private' }), 'Hi')).status).toBe(404);
    expect((await reply(ben, id, 'Hi', { tumblelog: 'cat' })).status).toBe(403);
    expect((await notes(ann, id)).body.response.counts.total).toBe(0);
  });
});

describe('notes', () => {
  it('lists likes, reblogs with their comments and replies of the chain, counted, a page at a time', async () => {
    const root = await textPost(ann);
    await ben.post('/svc/like', { id: root, key: await keyOf(root) });
    const reblog = await reblogPost(ben, 'ben', root, await keyOf(root), { body: '<p>Ben <i>says</i></p>' });
    const reblogId = reblog.body.response.post.id;
    await reply(cat, root, 'First reply');
    await cat.post('/svc/like', { id: reblogId, key: await keyOf(reblogId) });
    await reply(ann, reblogId, 'Thanks');
    await reblogPost(cat, 'cat', reblogId, await keyOf(reblogId), { body: '<p>Cat too</p>' });

    // Any post of the chain answers the root's notes.
    const first = await notes(ann, reblogId, '?limit=4');
    expect(first.status, first.raw).toBe(200);
    expect(first.body.response.counts).toEqual({ likes: 2, reblogs: 2, replies: 2, total: 6 });
    expect(first.body.response.notes.map((n) => [n.kind, n.blog.name, n.text])).toEqual([
      ['reblog', 'cat', 'Cat too'],
      ['reply', 'ann', 'Thanks'],
      ['like', 'cat', ''],
      ['reply', 'cat', 'First reply'],
    ]);
    const rest = await notes(ann, root, `?limit=4&before=${first.body.response.next}`);
    expect(rest.body.response.notes.map((n) => [n.kind, n.blog.name, n.text])).toEqual([
      ['reblog', 'ben', 'Ben says'],
      ['like', 'ben', ''],
    ]);
    expect(rest.body.response.next).toBeNull();
    expect(rest.body.response.notes[0]?.post_url).toBe(`/ben/post/${reblogId}`);
    expect((await viewOf(ann, 'ann', root))?.note_count).toBe(6);
  });

  it('is readable by visitors for public posts only, and refuses a bad cursor', async () => {
    const root = await textPost(ann);
    const visitor = await t.client().start();
    expect((await notes(visitor, root)).status).toBe(200);
    const priv = await textPost(ann, { state: 'private' });
    expect((await notes(visitor, priv)).status).toBe(404);
    expect((await notes(ann, priv)).status).toBe(200);
    expect((await notes(ann, root, '?before=nonsense')).status).toBe(400);
    expect((await notes(ann, '12345678')).status).toBe(404);
  });
});

describe('post subscriptions', () => {
  const path = (blog: string, id: string) => `/svc/blog/${blog}/posts/${id}/subscription`;

  it('tells subscribers of each new reply until they unsubscribe', async () => {
    const id = await textPost(ann);
    const sub = await cat.post<PostSubscriptionResponse>(path('ann', id));
    expect(sub.status, sub.raw).toBe(200);
    expect(sub.body.response).toEqual({ post_id: id, is_subscribed: true });
    expect((await viewOf(cat, 'ann', id))?.is_subscribed).toBe(true);

    await reply(ben, id, 'Hello all');
    expect((await activityOf(t.deps.db, 'cat')).at(-1)).toEqual({
      kind: 'reply',
      actor: 'ben',
      post_id: id,
      text: 'Hello all',
    });
    // The replier is now subscribed too, and is not told of their own reply.
    expect((await activityOf(t.deps.db, 'ben')).filter((a) => a.post_id === id)).toEqual([]);
    await reply(cat, id, 'Hi ben');
    expect((await activityOf(t.deps.db, 'ben')).at(-1)).toMatchObject({
      kind: 'reply',
      actor: 'cat',
      text: 'Hi ben',
    });
    // The post's blog is told once per reply, subscribed or not.
    expect((await activityOf(t.deps.db, 'ann')).filter((a) => a.post_id === id)).toHaveLength(2);

    const off = await cat.request<PostSubscriptionResponse>('DELETE', path('ann', id));
    expect(off.body.response).toEqual({ post_id: id, is_subscribed: false });
    const told = (await activityOf(t.deps.db, 'cat')).length;
    await reply(ben, id, 'Anyone?');
    expect(await activityOf(t.deps.db, 'cat')).toHaveLength(told);
    expect((await viewOf(cat, 'ann', id))?.is_subscribed).toBe(false);
  });

  it('unsubscribes through the emulated DELETE too, and refuses the wrong blog, hidden posts and visitors', async () => {
    const id = await textPost(ann);
    await ben.post(path('ann', id));
    const emulated = await ben.post<PostSubscriptionResponse>(
      path('ann', id),
      {},
      { headers: { 'x-http-method-override': 'DELETE' } },
    );
    expect(emulated.body.response.is_subscribed).toBe(false);
    expect((await ben.post(path('ben', id))).status).toBe(404);
    expect((await ben.post(path('ann', await textPost(ann, { state: 'draft' })))).status).toBe(404);
    const visitor = await t.client().start();
    expect((await visitor.post(path('ann', id))).status).toBe(401);
    expect((await ben.post(path('ann', id), {}, { formKey: null })).status).toBe(403);
  });
});
