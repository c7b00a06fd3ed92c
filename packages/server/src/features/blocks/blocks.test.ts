import type { BlockedListResponse, BlogData, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { notify } from '../activity/notify.js';
import { dashboardSkeleton } from '../dashboard/skeleton.js';
import { loadViewer } from '../posts/pipeline/viewer.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';
import { assertNotBlocked, isBlocked } from './checks.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let cat: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  expect((await ann.post('/svc/blog/create', { name: 'ann-two' })).status).toBe(200);
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  cat = t.client();
  await cat.register('cat@example.com', 'cat');
  for (const row of await t.deps.db.selectFrom('blogs').select(['id', 'name']).execute())
    ids[row.name] = row.id;
});
afterAll(() => t.close());

const block = (client: TestClient, body: object, options = {}) =>
  client.post('/svc/block/add', body, options);
const unblock = (client: TestClient, body: object, options = {}) =>
  client.post('/svc/block/remove', body, options);
const follows = () =>
  t.deps.db
    .selectFrom('follows')
    .innerJoin('blogs as a', 'a.id', 'follows.follower_blog_id')
    .innerJoin('blogs as b', 'b.id', 'follows.followed_blog_id')
    .select(['a.name as follower', 'b.name as followed'])
    .orderBy('a.name')
    .orderBy('b.name')
    .execute();
const dashboardIds = async (client: TestClient) =>
  (await client.get<PostListResponse>('/svc/dashboard')).body.response.posts.map((p) => p.id);

describe('blocking', () => {
  it('is done as one of the user’s own blogs: another user’s blog is 403', async () => {
    const res = await block(ann, { tumblelog: 'cat', blocked_tumblelog: 'ben' });
    expect(res.status).toBe(403);
    expect((await unblock(ann, { tumblelog: 'cat', blocked_tumblelog: 'ben' })).status).toBe(403);
    expect(await isBlocked(t.deps.db, ids.cat!, ids.ben!)).toBe(false);
  });

  it('refuses visitors, calls without the form key, a missing target, unknowns and the user’s own blogs', async () => {
    const visitor = await t.client().start();
    expect((await block(visitor, { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(401);
    expect((await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben' }, { formKey: null })).status).toBe(
      403,
    );
    expect(
      (await unblock(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben' }, { formKey: null })).status,
    ).toBe(403);
    const missing = await block(ann, { tumblelog: 'ann' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors[0]!.detail).toBe('Choose a blog to block.');
    expect((await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'nobody' })).status).toBe(404);
    expect((await block(ann, { tumblelog: 'ann', blocked_post: '999999' })).status).toBe(404);
    const own = await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'ann-two' });
    expect(own.status).toBe(400);
    expect(own.body.errors[0]!.detail).toBe("You can't block your own blogs.");
    expect(await t.deps.db.selectFrom('blocks').selectAll().execute()).toEqual([]);
  });

  it('ends the follows and subscriptions between the two blogs, both ways', async () => {
    await ann.post('/svc/follow', { tumblelog: 'ben' });
    await ann.post('/svc/blog/ben/subscription', {});
    await ben.post('/svc/follow', { tumblelog: 'ann' });
    await cat.post('/svc/follow', { tumblelog: 'ann' });
    const res = await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben', block_context: 'blog_card' });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ tumblelog: 'ann', blocked_tumblelog: 'ben', is_blocking: true });
    expect(await follows()).toEqual([{ follower: 'cat', followed: 'ann' }]);
    expect(await t.deps.db.selectFrom('blog_subscriptions').selectAll().execute()).toEqual([]);
    // Blocking again changes nothing.
    expect((await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben' })).status).toBe(200);
    // The blocked blog's data, as the blocker's blog page reads it, says so.
    const data = await ann.get<BlogData>('/svc/data/tumblelog?tumblelog=ben');
    expect(data.body.response).toMatchObject({ following: false, is_subscribed: false, is_blocking: true });
  });

  it('keeps the blocked blog from following the blocker (and the blocker from following it)', async () => {
    const res = await ben.post('/svc/follow', { tumblelog: 'ann' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]!.detail).toBe("You can't interact with this blog.");
    expect((await ann.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(403);
    expect(await follows()).toEqual([{ follower: 'cat', followed: 'ann' }]);
  });

  it('keeps them from messaging each other: isBlocked, either way', async () => {
    expect(await isBlocked(t.deps.db, ids.ben!, ids.ann!)).toBe(true);
    expect(await isBlocked(t.deps.db, ids.ann!, ids.ben!)).toBe(true);
    expect(await isBlocked(t.deps.db, ids.ben!, ids['ann-two']!)).toBe(false);
    expect(await isBlocked(t.deps.db, ids.cat!, ids.ann!)).toBe(false);
  });

  it('keeps the blocked blog from liking, reblogging, replying to or asking the blocker: assertNotBlocked', async () => {
    await expect(assertNotBlocked(t.deps.db, ids.ben!, ids.ann!)).rejects.toMatchObject({
      status: 403,
      message: "You can't interact with this blog.",
    });
    await expect(assertNotBlocked(t.deps.db, ids.ann!, ids.ben!)).rejects.toMatchObject({ status: 403 });
    await expect(assertNotBlocked(t.deps.db, ids.cat!, ids.ann!)).resolves.toBeUndefined();
  });

  it("refuses the blocked blog's like, reblogs and reply on the blocker's post, through the calls", async () => {
    const id = await textPost(ann, { title: 'Not for ben' });
    const key = await reblogKeyOf(t.deps.db, id);
    const refused = [
      await ben.post('/svc/like', { id, key }),
      await ben.post('/fast_reblog', { reblog_post_id: id, reblog_key: key }),
      await ben.post('/svc/reply', { post_id: id, tumblelog_key: key, reply_text: 'hi' }),
      await reblogPost(ben, 'ben', id, key, { body: '<p>mine now</p>' }),
    ];
    for (const res of refused) {
      expect(res.status, res.raw).toBe(403);
      expect(res.body.errors[0]!.detail).toBe("You can't interact with this blog.");
    }
    // Anyone else still may (and takes it back, leaving ann's activity as it was).
    expect((await cat.post('/svc/like', { id, key })).status).toBe(200);
    expect((await cat.post('/svc/unlike', { id, key })).status).toBe(200);
  });

  it('tells the blocker nothing more of the blocked blog (notify)', async () => {
    await notify(t.deps.db, [
      { blogId: ids.ann!, kind: 'like', actorBlogId: ids.ben! },
      { blogId: ids.ann!, kind: 'like', actorBlogId: ids.cat! },
      // The blocked blog still hears of the blocker: the rule is the blocker's wish.
      { blogId: ids.ben!, kind: 'like', actorBlogId: ids.ann! },
    ]);
    const told = await t.deps.db
      .selectFrom('activity')
      .select(['blog_id', 'actor_blog_id'])
      .where('kind', '=', 'like')
      .execute();
    expect(told).toHaveLength(2);
    expect(told).toEqual(
      expect.arrayContaining([
        { blog_id: ids.ann, actor_blog_id: ids.cat },
        { blog_id: ids.ben, actor_blog_id: ids.ann },
      ]),
    );
  });

  it('takes the blocked blog’s posts off the blocker’s dashboard, even when another of their blogs follows it', async () => {
    const benPost = await textPost(ben, { title: 'from ben' });
    const catPost = await textPost(cat, { title: 'from cat' });
    await ann.post('/svc/follow', { tumblelog: 'cat' });
    // ann-two follows ben; ann (the current blog) blocks ben.
    await t.deps.db
      .insertInto('follows')
      .values({ follower_blog_id: ids['ann-two']!, followed_blog_id: ids.ben! })
      .execute();
    const dash = await dashboardIds(ann);
    expect(dash).toContain(catPost);
    expect(dash).not.toContain(benPost);

    // Both ways of reading the dashboard (merge per blog, walk all posts) agree.
    const session = await t.deps.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.id', 'sessions.user_id', 'sessions.form_key', 'sessions.current_blog_id'])
      .where('users.email', '=', 'ann@example.com')
      .executeTakeFirstOrThrow();
    const viewer = (await loadViewer(t.deps.db, {
      id: session.id,
      userId: session.user_id,
      formKey: session.form_key,
      currentBlogId: session.current_blog_id,
    }))!;
    for (const mergeMax of [1000, 0]) {
      viewer.dashboardBlogs = undefined;
      const page = await dashboardSkeleton(t.deps.db, viewer, { limit: 20 }, mergeMax);
      expect(page.ids).toContain(catPost);
      expect(page.ids).not.toContain(benPost);
    }

    // Unblocked, the follow by ann-two brings ben's posts back.
    expect((await unblock(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben' })).body.response).toEqual({
      tumblelog: 'ann',
      blocked_tumblelog: 'ben',
      is_blocking: false,
    });
    expect(await dashboardIds(ann)).toContain(benPost);
    expect(await isBlocked(t.deps.db, ids.ben!, ids.ann!)).toBe(false);
  });

  it('blocks by post: the post’s blog, if the blocker may see the post', async () => {
    const post = await textPost(cat, { title: 'by cat' });
    const hidden = await textPost(cat, { title: 'private', state: 'private' });
    expect((await block(ann, { tumblelog: 'ann', blocked_post: hidden })).status).toBe(404);
    const res = await block(ann, { tumblelog: 'ann', blocked_post: post });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({ blocked_tumblelog: 'cat', is_blocking: true });
    const row = await t.deps.db
      .selectFrom('blocks')
      .select('context')
      .where('blocked_blog_id', '=', ids.cat!)
      .executeTakeFirstOrThrow();
    expect(row.context).toBe('post');
  });

  it('lists a blog’s blocks, newest first, a page at a time, to its owner only', async () => {
    await block(ann, { tumblelog: 'ann', blocked_tumblelog: 'ben' });
    const first = await ann.get<BlockedListResponse>('/svc/blog/ann/blocks?limit=1');
    expect(first.status, first.raw).toBe(200);
    expect(first.body.response.blog_name).toBe('ann');
    expect(first.body.response.blocked.map((b) => b.name)).toEqual(['ben']);
    expect(first.body.response.blocked[0]).toMatchObject({ avatar_shape: 'circle' });
    const second = await ann.get<BlockedListResponse>(
      `/svc/blog/ann/blocks?limit=1&before=${first.body.response.next}`,
    );
    expect(second.body.response.blocked.map((b) => b.name)).toEqual(['cat']);
    expect(second.body.response.next).toBeNull();
    expect((await ben.get('/svc/blog/ann/blocks')).status).toBe(403);
    expect((await ann.get('/svc/blog/ann-two/blocks')).body.response.blocked).toEqual([]);
  });
});
