import type { PostListResponse, PostPermalinkResponse } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let reader: TestClient;
let visitor: TestClient;
const hidden: Record<string, string> = {};
let shown: string;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner');
  reader = t.client();
  await reader.register('reader@example.com', 'reader');
  visitor = await t.client().start();
  await reader.post('/svc/follow', { tumblelog: 'owner' });
  shown = await textPost(owner, { title: 'public', tags: ['Birds', 'sky'] });
  hidden.private = await textPost(owner, { title: 'private', state: 'private', tags: ['birds'] });
  hidden.draft = await textPost(owner, { title: 'draft', state: 'draft', tags: ['birds'] });
  hidden.queued = await textPost(owner, { title: 'queued', state: 'queued', tags: ['birds'] });
  hidden.scheduled = await textPost(owner, {
    title: 'scheduled',
    state: 'scheduled',
    publish_on: '2031-01-01T00:00:00Z',
    tags: ['birds'],
  });
  hidden.members = await textPost(owner, { title: 'members', members_only: true, tags: ['birds'] });
});
afterAll(() => t.close());

const ids = (res: { body: { response: PostListResponse } }) => res.body.response.posts.map((p) => p.id);

describe('private, draft and queued posts never reach other users or visitors', () => {
  const surfaces = [
    '/svc/blog/owner/posts',
    '/svc/blog/owner/posts?tag=birds',
    '/svc/tagged/birds',
    '/svc/explore/newest',
    '/svc/explore/trending',
  ];
  it.each(surfaces)('%s', async (path) => {
    for (const client of [reader, visitor]) {
      const res = await client.get<PostListResponse>(path);
      expect(res.status, res.raw).toBe(200);
      for (const id of Object.values(hidden)) expect(ids(res)).not.toContain(id);
    }
  });

  it('the dashboard and the fragment call', async () => {
    expect(ids(await reader.get('/svc/dashboard'))).toEqual([shown]);
    const html = (await reader.request('GET', '/svc/post/dashboard/before/0')).raw;
    for (const id of Object.values(hidden)) expect(html).not.toContain(`data-post-id="${id}"`);
  });

  it('permalinks: 404 to others, the post to its owner', async () => {
    for (const id of Object.values(hidden)) {
      expect((await reader.get(`/svc/blog/owner/post/${id}`)).status).toBe(404);
      expect((await visitor.get(`/svc/blog/owner/post/${id}`)).status).toBe(404);
      expect((await owner.get(`/svc/blog/owner/post/${id}`)).status).toBe(200);
    }
  });

  it('likes of a post that became private drop out of /svc/likes', async () => {
    const later = await textPost(owner, { title: 'liked then hidden' });
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'reader@example.com')
      .executeTakeFirstOrThrow();
    const blog = await t.deps.db
      .selectFrom('blogs')
      .select('id')
      .where('name', '=', 'reader')
      .executeTakeFirstOrThrow();
    for (const id of [shown, later]) {
      await t.deps.db
        .insertInto('likes')
        .values({ user_id: user.id, blog_id: blog.id, post_id: id, root_post_id: id })
        .execute();
    }
    expect(ids(await reader.get('/svc/likes'))).toEqual([later, shown]);
    await t.deps.db.updateTable('posts').set({ is_private: true }).where('id', '=', later).execute();
    expect(ids(await reader.get('/svc/likes'))).toEqual([shown]);
    expect((await visitor.get('/svc/likes')).status).toBe(401);
  });
});

describe('permalinks', () => {
  it('answers the post and its blog, with or without the slug in the page address', async () => {
    const res = await visitor.get<PostPermalinkResponse>(`/svc/blog/owner/post/${shown}`);
    expect(res.status).toBe(200);
    expect(res.body.response.post).toMatchObject({ id: shown, title: 'public', blog: { name: 'owner' } });
    expect(res.body.response.blog).toMatchObject({ name: 'owner', following: false });
    expect(
      (await reader.get<PostPermalinkResponse>(`/svc/blog/owner/post/${shown}`)).body.response.blog.following,
    ).toBe(true);
  });

  it('is 404 under another blog’s name, for a bad id, and for an unknown blog', async () => {
    expect((await visitor.get(`/svc/blog/reader/post/${shown}`)).status).toBe(404);
    expect((await visitor.get('/svc/blog/owner/post/abc')).status).toBe(404);
    expect((await visitor.get(`/svc/blog/nobody/post/${shown}`)).status).toBe(404);
  });
});

describe('tags', () => {
  it('match whatever the case, newest first, and follow edits of a post’s tags', async () => {
    const newer = await textPost(reader, { title: 'reader birds', tags: ['BIRDS'] });
    expect(ids(await visitor.get('/svc/tagged/Birds'))).toEqual([newer, shown]);
    expect(ids(await visitor.get('/svc/blog/owner/posts?tag=SKY'))).toEqual([shown]);
    await t.deps.db
      .updateTable('posts')
      .set({ tags: ['fish'] })
      .where('id', '=', newer)
      .execute();
    expect(ids(await visitor.get('/svc/tagged/birds'))).toEqual([shown]);
    expect(ids(await visitor.get('/svc/tagged/fish'))).toEqual([newer]);
  });

  it('page by cursor', async () => {
    for (let i = 0; i < 3; i++) await textPost(reader, { title: `paged ${i}`, tags: ['paged'] });
    const first = await visitor.get<PostListResponse>('/svc/tagged/paged?limit=2');
    const second = await visitor.get<PostListResponse>(
      `/svc/tagged/paged?limit=2&before=${first.body.response.next}`,
    );
    expect(ids(first)).toHaveLength(2);
    expect(ids(second)).toHaveLength(1);
    expect(second.body.response.next).toBeNull();
  });
});

describe('explore', () => {
  it('trends the originals with the most notes in the window, never ones with none', async () => {
    const quiet = await textPost(owner, { title: 'quiet' });
    const loud = await textPost(owner, { title: 'loud' });
    await t.deps.db.updateTable('posts').set({ note_count: 5 }).where('id', '=', loud).execute();
    await t.deps.db.updateTable('posts').set({ note_count: 2 }).where('id', '=', shown).execute();
    const old = await textPost(owner, { title: 'old' });
    await t.deps.db
      .updateTable('posts')
      .set({ note_count: 50, published_at: sql<Date>`now() - interval '30 days'` })
      .where('id', '=', old)
      .execute();
    const trending = ids(await visitor.get('/svc/explore/trending'));
    expect(trending.slice(0, 2)).toEqual([loud, shown]);
    expect(trending).not.toContain(quiet);
    expect(trending).not.toContain(old);
    expect(ids(await visitor.get('/svc/explore/newest?limit=1'))).toHaveLength(1);
  });
});

describe('note counts', () => {
  it('are kept by likes and published reblogs on the root, never below zero', async () => {
    const root = await textPost(owner, { title: 'counted' });
    const count = async () =>
      (
        await t.deps.db
          .selectFrom('posts')
          .select('note_count')
          .where('id', '=', root)
          .executeTakeFirstOrThrow()
      ).note_count;
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'owner@example.com')
      .executeTakeFirstOrThrow();
    const blog = await t.deps.db
      .selectFrom('blogs')
      .select('id')
      .where('name', '=', 'owner')
      .executeTakeFirstOrThrow();
    await t.deps.db
      .insertInto('likes')
      .values({ user_id: user.id, blog_id: blog.id, post_id: root, root_post_id: root })
      .execute();
    expect(await count()).toBe(1);
    await t.deps.db.deleteFrom('likes').where('post_id', '=', root).execute();
    await t.deps.db.deleteFrom('likes').where('post_id', '=', root).execute();
    expect(await count()).toBe(0);
    await t.deps.db.updateTable('posts').set({ note_count: 0 }).where('id', '=', root).execute();
    await sql`delete from likes where false`.execute(t.deps.db);
    expect(await count()).toBe(0);
  });
});
