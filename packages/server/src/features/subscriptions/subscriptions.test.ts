import type { BlogData, BlogSubscriptionResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { publishQueue } from '../../jobs/publish-queue.js';
import { publishScheduledPost } from '../../jobs/publish-scheduled-post.js';
import { savePostForm, textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  cat = t.client();
  await cat.register('cat@example.com', 'cat');
  for (const row of await t.deps.db.selectFrom('blogs').select(['id', 'name']).execute())
    ids[row.name] = row.id;
});
afterAll(() => t.close());

const subscribe = (client: TestClient, blog: string, body: object = {}) =>
  client.post<BlogSubscriptionResponse>(`/svc/blog/${blog}/subscription`, body);
const unsubscribe = (client: TestClient, blog: string, options = {}) =>
  client.request<BlogSubscriptionResponse>('DELETE', `/svc/blog/${blog}/subscription`, {}, options);

/** The new_post items a blog was told of, as post ids. */
const newPosts = async (blog: string) =>
  (
    await t.deps.db
      .selectFrom('activity')
      .select(['post_id', 'actor_blog_id'])
      .where('blog_id', '=', ids[blog]!)
      .where('kind', '=', 'new_post')
      .orderBy('id')
      .execute()
  ).map((r) => {
    expect(r.actor_blog_id).toBe(ids.ben);
    return r.post_id;
  });

describe('blog subscriptions', () => {
  it('needs a follow first (spec §4: can_subscribe only while following)', async () => {
    const res = await subscribe(ann, 'ben');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]!.detail).toBe('Follow this blog to subscribe to it.');
  });

  it('subscribes and unsubscribes as the current blog; twice changes nothing', async () => {
    expect((await ann.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(200);
    for (let i = 0; i < 2; i++) {
      const res = await subscribe(ann, 'ben', { source: 'blog_card' });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.response).toEqual({ tumblelog: 'ben', is_subscribed: true });
    }
    // The blog's data says so too (what the blog page reads).
    const data = await ann.get<BlogData>('/svc/data/tumblelog?tumblelog=ben');
    expect(data.body.response).toMatchObject({ following: true, is_subscribed: true, is_blocking: false });
    expect((await unsubscribe(ann, 'ben')).body.response).toEqual({ tumblelog: 'ben', is_subscribed: false });
    expect((await unsubscribe(ann, 'ben')).status).toBe(200);
    // Emulated DELETE (spec: POST with X-HTTP-Method-Override) works the same.
    expect((await subscribe(ann, 'ben')).status).toBe(200);
    const emulated = await ann.post(
      '/svc/blog/ben/subscription',
      {},
      { headers: { 'x-http-method-override': 'DELETE' } },
    );
    expect(emulated.body.response).toEqual({ tumblelog: 'ben', is_subscribed: false });
  });

  it('refuses visitors, unknown blogs and calls without the form key', async () => {
    const visitor = await t.client().start();
    expect((await subscribe(visitor, 'ben')).status).toBe(401);
    expect((await subscribe(ann, 'nobody')).status).toBe(404);
    expect((await ann.post('/svc/blog/ben/subscription', {}, { formKey: null })).status).toBe(403);
    expect((await unsubscribe(ann, 'ben', { formKey: null })).status).toBe(403);
  });

  it('tells subscribers of each post the blog publishes: saved, /publish, scheduled, queued', async () => {
    await unsubscribe(ann, 'ben');
    await subscribe(ann, 'ben');
    // Cat follows without subscribing: told nothing.
    await cat.post('/svc/follow', { tumblelog: 'ben' });

    const now = await textPost(ben, { title: 'out now' });
    const draft = await textPost(ben, { title: 'a draft', state: 'draft' });
    expect(await newPosts('ann')).toEqual([now]);

    expect((await ben.post('/publish', { post_id: draft })).status).toBe(200);
    const soon = new Date(Date.now() + 3_600_000);
    const scheduled = await textPost(ben, { state: 'scheduled', publish_on: soon.toISOString() });
    const queued = await textPost(ben, { title: 'queued', state: 'queued' });
    const privatePost = await textPost(ben, { title: 'private', state: 'private' });
    expect(await newPosts('ann')).toEqual([now, draft]);

    expect(await publishScheduledPost(t.deps.db, scheduled, new Date(soon.getTime() + 1000))).toBe(true);
    expect(await publishQueue(t.deps.db, ids.ben!)).toBe(queued);
    expect(await newPosts('ann')).toEqual([now, draft, scheduled, queued]);
    expect(await newPosts('cat')).toEqual([]);
    expect(privatePost).toBeTruthy();

    // Editing a published post does not announce it again.
    const edit = await savePostForm(ben, 'text', { postId: now, title: 'edited', body: '<p>b</p>' }, 'edit');
    expect(edit.status, edit.raw).toBe(200);
    expect(await newPosts('ann')).toHaveLength(4);
  });

  it('ends with the follow (spec §4: unfollowing turns is_subscribed off)', async () => {
    expect((await ann.post('/svc/unfollow', { tumblelog: 'ben' })).status).toBe(200);
    await textPost(ben, { title: 'after the unfollow' });
    expect(await newPosts('ann')).toHaveLength(4);
    const card = await ann.get(`/svc/tumblelog_popover/ben`);
    expect(card.body.response).toMatchObject({
      following: false,
      can_subscribe: false,
      is_subscribed: false,
    });
  });

  it('tells blogs mentioned as @name in an original post once it is out (activity "mention")', async () => {
    const mentions = () =>
      t.deps.db
        .selectFrom('activity')
        .innerJoin('blogs', 'blogs.id', 'activity.blog_id')
        .select(['blogs.name', 'activity.post_id'])
        .where('activity.kind', '=', 'mention')
        .orderBy('activity.id')
        .execute();
    const draft = await textPost(ben, {
      title: 'Hi @Cat and @ann',
      body: '<p>and @ben, @nobody, mail@ann.com</p>',
      state: 'draft',
    });
    expect(await mentions()).toEqual([]);
    expect((await ben.post('/publish', { post_id: draft })).status).toBe(200);
    const told = await mentions();
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        { name: 'cat', post_id: draft },
        { name: 'ann', post_id: draft },
      ]),
    );
  });
});
