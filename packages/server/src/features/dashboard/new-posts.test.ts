import { NEW_POSTS_COUNT_MAX, type NewPostsResponse, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LiveClient, openEventStream } from '../../../test/live-client.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { countNewPosts } from './new-posts.js';

let t: TestApp;
let base: string;
let alice: TestClient;
let carol: TestClient;
/** The reader, over real HTTP so their push stream can be opened. */
let bob: LiveClient;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = t.client();
  await alice.register('alice@example.com', 'alice');
  carol = t.client();
  await carol.register('carol@example.com', 'carol');
  bob = new LiveClient(base);
  expect((await bob.register('bob@example.com', 'bob')).status).toBe(200);
  expect((await bob.request('POST', '/svc/follow', { tumblelog: 'alice' })).status).toBe(200);
});
afterAll(() => t.close());

const topOf = async (client: LiveClient) =>
  (await client.request<PostListResponse>('GET', '/svc/dashboard')).body.response.posts[0]!.id;
const newPosts = (client: LiveClient, since: string) =>
  client.request<NewPostsResponse>('GET', `/svc/dashboard/new_posts?since=${since}`);

describe('GET /svc/dashboard/new_posts', () => {
  it('needs a session and a post id', async () => {
    expect((await new LiveClient(base).request('GET', '/svc/dashboard/new_posts?since=1')).status).toBe(401);
    expect((await bob.request('GET', '/svc/dashboard/new_posts')).status).toBe(400);
    expect((await bob.request('GET', '/svc/dashboard/new_posts?since=x')).status).toBe(400);
  });

  it('counts the posts the dashboard would show above its top post, and only those', async () => {
    await textPost(alice, { title: 'first' });
    const top = await topOf(bob);
    expect((await newPosts(bob, top)).body.response).toEqual({ count: 0, more: false });
    await textPost(alice, { title: 'new one' });
    await textPost(alice, { title: 'new two' });
    await textPost(carol, { title: 'not followed' });
    await textPost(alice, { title: 'private', state: 'private' });
    await textPost(alice, { title: 'draft', state: 'draft' });
    const res = await newPosts(bob, top);
    expect(res.status).toBe(200);
    expect(res.body.response).toEqual({ count: 2, more: false });
    // Counted the same way when the dashboard is read by walking recent posts.
    const viewer = { userId: '0', blogIds: [await blogId('bob')], currentBlogId: null, safeMode: false };
    expect(await countNewPosts(t.deps.db, viewer, top, NEW_POSTS_COUNT_MAX, 0)).toEqual({
      count: 2,
      more: false,
    });
  });

  it('stops counting at the cap', async () => {
    const top = await topOf(bob);
    const viewer = { userId: '0', blogIds: [await blogId('bob')], currentBlogId: null, safeMode: false };
    for (let i = 0; i < 3; i++) await textPost(alice, { title: `burst ${i}` });
    expect(await countNewPosts(t.deps.db, viewer, top, 2)).toEqual({ count: 2, more: true });
    expect(await countNewPosts(t.deps.db, viewer, top, 2, 0)).toEqual({ count: 2, more: true });
  });

  it('counts nothing above a post that is gone', async () => {
    expect((await newPosts(bob, '999999999')).body.response).toEqual({ count: 0, more: false });
  });
});

describe('push: a followed blog posts', () => {
  it('tells the followers’ streams, not the author’s or a stranger’s', async () => {
    const aliceLive = new LiveClient(base);
    await aliceLive.request('GET', '/svc/account/session');
    expect((await aliceLive.request('POST', '/svc/account/login', loginOf('alice'))).status).toBe(200);
    const reader = await openEventStream(`${base}/svc/push`, bob.cookie);
    const author = await openEventStream(`${base}/svc/push`, aliceLive.cookie);
    try {
      await reader.next('counts');
      await author.next('counts');
      await textPost(carol, { title: 'nobody follows carol' });
      await expect(reader.next('dashboard', 600)).rejects.toThrow(/no /);
      await textPost(alice, { title: 'for bob' });
      expect((await reader.next('dashboard', 3000)).data).toEqual({ type: 'dashboard' });
      await expect(author.next('dashboard', 600)).rejects.toThrow(/no /);
    } finally {
      reader.close();
      author.close();
    }
  });
});

const loginOf = (name: string) => ({ email: `${name}@example.com`, password: 'correct horse battery' });

async function blogId(name: string): Promise<string> {
  const row = await t.deps.db
    .selectFrom('blogs')
    .select('id')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}
