import type { BlogData, Bootstrap, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from '../posts/test-posts.js';
import { refreshSensitivity } from './sensitivity.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;
let visitor: TestClient;
const ids = {} as Record<'labelled' | 'plain' | 'adultBlogs' | 'reblog' | 'reblogOfReblog', string>;

const sensitiveOf = async (id: string) =>
  (await t.deps.db.selectFrom('posts').select('is_sensitive').where('id', '=', id).executeTakeFirstOrThrow())
    .is_sensitive;

const listed = async (client: TestClient, path: string) =>
  (await client.get<PostListResponse>(path)).body.response.posts.map((p) => p.id);

const safeMode = async (client: TestClient, on: boolean) =>
  expect((await client.post('/svc/account/settings', { safe_mode: on })).status).toBe(200);

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann-safe');
  ben = t.client();
  await ben.register('ben@example.com', 'ben-adult');
  visitor = await t.client().start();
  ids.labelled = await textPost(ann, { title: 'Labelled', tags: ['lanterns'], owner_flagged_nsfw: true });
  ids.plain = await textPost(ann, { title: 'Plain', tags: ['lanterns'] });
  ids.adultBlogs = await textPost(ben, { title: 'On an adult blog', tags: ['lanterns'] });
  expect((await ben.post('/svc/blog/ben-adult/settings', { is_adult: true })).status).toBe(200);
});
afterAll(() => t.close());

describe('labels', () => {
  it('are the author’s; a reblog carries its own, and gains any label in its trail', async () => {
    expect(await sensitiveOf(ids.labelled)).toBe(true);
    expect(await sensitiveOf(ids.plain)).toBe(false);
    // Reblogs of the plain post, one of them of a reblog: no label of their own.
    const reblog = await reblogPost(ben, 'ben-adult', ids.plain, await reblogKeyOf(t.deps.db, ids.plain), {});
    ids.reblog = reblog.body.response.post.id;
    const again = await reblogPost(ann, 'ann-safe', ids.reblog, await reblogKeyOf(t.deps.db, ids.reblog), {});
    ids.reblogOfReblog = again.body.response.post.id;
    expect(await sensitiveOf(ids.reblogOfReblog)).toBe(false);

    // A moderator labels the original (features/moderation sets the column, then this): both follow.
    const label = async (on: boolean) => {
      await t.deps.db
        .updateTable('posts')
        .set({ moderator_flagged_nsfw: on })
        .where('id', '=', ids.plain)
        .execute();
      await refreshSensitivity(t.deps.db, ids.plain);
    };
    await label(true);
    expect(await sensitiveOf(ids.reblog)).toBe(true);
    expect(await sensitiveOf(ids.reblogOfReblog)).toBe(true);
    await label(false);
    expect(await sensitiveOf(ids.reblog)).toBe(false);
    expect(await sensitiveOf(ids.reblogOfReblog)).toBe(false);

    // The author takes their label away: the post is plain again; and puts it back.
    const ownLabel = async (on: boolean) => {
      const fields = { title: 'Labelled', body: '<p>Body</p>', tags: ['lanterns'], owner_flagged_nsfw: on };
      const edit = await savePostForm(ann, 'text', { mode: 'edit', postId: ids.labelled, ...fields });
      expect(edit.status, edit.raw).toBe(200);
    };
    await ownLabel(false);
    expect(await sensitiveOf(ids.labelled)).toBe(false);
    await ownLabel(true);
    expect(await sensitiveOf(ids.labelled)).toBe(true);
  });

  it('reach readers as is_nsfw, with the blog’s adult mark on the post’s blog', async () => {
    await safeMode(ann, false);
    const posts = (await ann.get<PostListResponse>('/svc/tagged/lanterns')).body.response.posts;
    const byId = new Map(posts.map((p) => [p.id, p]));
    expect(byId.get(ids.labelled)).toMatchObject({ is_nsfw: true, blog: { is_adult: false } });
    expect(byId.get(ids.plain)).toMatchObject({ is_nsfw: false });
    expect(byId.get(ids.adultBlogs)).toMatchObject({ is_nsfw: true, blog: { is_adult: true } });
    await safeMode(ann, true);
  });
});

describe('safe mode', () => {
  it('is on for a new account and in the page’s user; the account can turn it off', async () => {
    const session = await ann.get<Bootstrap>('/svc/account/session');
    expect(session.body.response.user?.safe_mode).toBe(true);
    await safeMode(ann, false);
    expect((await ann.get<Bootstrap>('/svc/account/session')).body.response.user?.safe_mode).toBe(false);
    await safeMode(ann, true);
  });

  it('keeps sensitive posts off tag pages and explore for safe-mode readers and visitors', async () => {
    for (const client of [visitor, ann]) {
      for (const path of ['/svc/tagged/lanterns', '/svc/explore/newest']) {
        const found = await listed(client, path);
        expect(found, path).toContain(ids.plain);
        expect(found, path).not.toContain(ids.labelled);
        expect(found, path).not.toContain(ids.adultBlogs);
      }
    }
    await safeMode(ann, false);
    const all = await listed(ann, '/svc/tagged/lanterns');
    expect(all).toEqual(expect.arrayContaining([ids.plain, ids.labelled, ids.adultBlogs]));
    await safeMode(ann, true);
  });

  it('leaves followed blogs’ posts on the dashboard, marked for the notice', async () => {
    const follow = await ann.post('/svc/follow', { tumblelog: 'ben-adult' });
    expect(follow.status, follow.raw).toBe(200);
    const posts = (await ann.get<PostListResponse>('/svc/dashboard')).body.response.posts;
    expect(posts.find((p) => p.id === ids.adultBlogs)).toMatchObject({ is_nsfw: true });
  });

  it('is a setting the blog owner marks adult on their blog', async () => {
    const blog = await ben.get<BlogData>('/svc/data/tumblelog?tumblelog=ben-adult');
    expect(blog.body.response.is_adult).toBe(true);
    const refused = await ben.post('/svc/blog/ben-adult/settings', { is_adult: 'maybe' });
    expect(refused.status).toBe(400);
  });
});
