import type { ActivityResponse, ActivityUnreadResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { notify } from './notify.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
const ids: Record<string, string> = {};
let postId: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  expect((await ann.post('/svc/blog/create', { name: 'ann-art' })).status).toBe(200);
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  for (const row of await t.deps.db.selectFrom('blogs').select(['id', 'name']).execute())
    ids[row.name] = row.id;
  postId = await textPost(ann, { title: 'Hello world', body: '<p>Body</p>' });
  // 25 likes of ann's post by ben, then an anonymous ask to ann-art.
  await notify(
    t.deps.db,
    Array.from({ length: 25 }, () => ({
      blogId: ids.ann!,
      kind: 'like' as const,
      actorBlogId: ids.ben!,
      postId,
    })),
  );
  await notify(t.deps.db, { blogId: ids['ann-art']!, kind: 'ask', actorBlogId: null, text: 'Who are you?' });
});
afterAll(() => t.close());

const activity = (client: TestClient, query = '') => client.get<ActivityResponse>(`/svc/activity${query}`);
const unread = (client: TestClient) => client.get<ActivityUnreadResponse>('/svc/activity/unread');

describe('activity', () => {
  it("lists the current blog's items newest first, with the actor and the post, a page at a time", async () => {
    const first = await activity(ann);
    expect(first.status, first.raw).toBe(200);
    const page = first.body.response;
    expect(page.blog_name).toBe('ann');
    expect(page.items).toHaveLength(20);
    expect(page.items[0]).toMatchObject({
      kind: 'like',
      blog_name: 'ann',
      actor: { name: 'ben', url: '/ben' },
      post: { id: postId, url: `/ann/post/${postId}`, summary: 'Hello world' },
      read: false,
    });
    const second = (await activity(ann, `?before=${page.next}`)).body.response;
    expect(second.items).toHaveLength(5);
    expect(second.next).toBeNull();
    const all = [...page.items, ...second.items].map((i) => i.id);
    expect(new Set(all).size).toBe(25);
  });

  it('shows an anonymous ask without an actor, on the blog asked', async () => {
    const page = (await activity(ann, '?blog=ann-art')).body.response;
    expect(page.items).toEqual([expect.objectContaining({ kind: 'ask', actor: null, text: 'Who are you?' })]);
  });

  it('counts unread items per blog and marks them read', async () => {
    expect((await unread(ann)).body.response).toEqual({ total: 26, blogs: { ann: 25, 'ann-art': 1 } });
    const newest = (await activity(ann)).body.response.items;
    const res = await ann.post<ActivityUnreadResponse>('/svc/activity/read', {
      blog: 'ann',
      up_to: newest[9]!.id,
    });
    // Read up to an item: it and everything older; the nine newer ones stay unread.
    expect(res.body.response).toEqual({ total: 10, blogs: { ann: 9, 'ann-art': 1 } });
    expect((await ann.post('/svc/activity/read', { blog: 'ann-art' })).body.response).toMatchObject({
      total: 9,
    });
    const items = (await activity(ann)).body.response.items;
    expect(items.map((i) => i.read)).toEqual([...Array(9).fill(false), ...Array(11).fill(true)]);
  });

  it("refuses another user's blog, visitors and a read without the form key", async () => {
    expect((await activity(ben, '?blog=ann')).status).toBe(403);
    expect((await ben.post('/svc/activity/read', { blog: 'ann' })).status).toBe(403);
    expect((await activity(ben, '?blog=nobody')).status).toBe(404);
    const visitor = await t.client().start();
    expect((await activity(visitor)).status).toBe(401);
    expect((await ann.post('/svc/activity/read', { blog: 'ann' }, { formKey: null })).status).toBe(403);
    expect((await unread(ann)).body.response.total).toBe(9);
  });
});
