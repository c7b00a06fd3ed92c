import type { PostListResponse } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let writer: TestClient;
let reader: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  writer = t.client();
  await writer.register('lena@example.com', 'lena');
  reader = t.client();
  await reader.register('reader@example.com', 'reader');
  await reader.post('/svc/follow', { tumblelog: 'lena' });
});
afterAll(() => t.close());

/** blog_heads as the trigger kept it, and as it would be made from the posts now. */
async function heads() {
  const kept = await sql<{ blog_id: string; published_at: Date }>`
    select blog_id, published_at from blog_heads order by blog_id`.execute(t.deps.db);
  const fromPosts = await sql<{ blog_id: string; published_at: Date }>`
    select blog_id, max(published_at) as published_at from posts
    where state = 'published' and not is_private and not members_only
    group by blog_id order by blog_id`.execute(t.deps.db);
  return { kept: kept.rows, fromPosts: fromPosts.rows };
}

async function lenaHead(): Promise<Date | null> {
  const { kept, fromPosts } = await heads();
  expect(kept).toEqual(fromPosts);
  const lena = await t.deps.db
    .selectFrom('blogs')
    .select('id')
    .where('name', '=', 'lena')
    .executeTakeFirstOrThrow();
  return kept.find((h) => h.blog_id === lena.id)?.published_at ?? null;
}

const publishedAt = async (id: string) =>
  (await t.deps.db.selectFrom('posts').select('published_at').where('id', '=', id).executeTakeFirstOrThrow())
    .published_at;

/** The ids on the reader's first dashboard page. */
const dashboard = async () =>
  (await reader.get<PostListResponse>('/svc/dashboard')).body.response.posts.map((p) => p.id);

describe("a blog's head (its newest public post, which the dashboard's first page starts from)", () => {
  it('follows publishing, privacy, backdating and deleting, and the first page with it', async () => {
    expect(await lenaHead()).toBeNull();
    const first = await textPost(writer, { title: 'first' });
    const second = await textPost(writer, { title: 'second' });
    expect(await lenaHead()).toEqual(await publishedAt(second));
    expect(await dashboard()).toEqual([second, first]);

    // A private post is not the head; the one before it is again.
    await textPost(writer, { title: 'private', state: 'private' });
    expect(await lenaHead()).toEqual(await publishedAt(second));
    await sql`update posts set is_private = true where id = ${second}`.execute(t.deps.db);
    expect(await lenaHead()).toEqual(await publishedAt(first));
    expect(await dashboard()).toEqual([first]);
    await sql`update posts set is_private = false where id = ${second}`.execute(t.deps.db);
    expect(await lenaHead()).toEqual(await publishedAt(second));

    // Moved back in time past the other, the head becomes the other.
    await sql`update posts set published_at = published_at - interval '1 day' where id = ${second}`.execute(
      t.deps.db,
    );
    expect(await lenaHead()).toEqual(await publishedAt(first));
    expect(await dashboard()).toEqual([first, second]);

    expect((await writer.post('/svc/post/delete', { post_id: first })).status).toBe(200);
    expect(await lenaHead()).toEqual(await publishedAt(second));
    expect((await writer.post('/svc/post/delete', { post_id: second })).status).toBe(200);
    expect(await lenaHead()).toBeNull();
    expect(await dashboard()).toEqual([]);
  });

  it('stays exact while posts are published and deleted at once', async () => {
    const older = await Promise.all(
      Array.from({ length: 6 }, (_, i) => textPost(writer, { title: `a${i}` })),
    );
    await Promise.all([
      ...older.map((id) => writer.post('/svc/post/delete', { post_id: id })),
      ...Array.from({ length: 6 }, (_, i) => textPost(writer, { title: `b${i}` })),
    ]);
    const newest = await lenaHead();
    expect(newest).not.toBeNull();
    expect((await dashboard()).length).toBe(6);
  });

  it("is written at the commit, so one blog's writers never wait on each other for it", async () => {
    const [a, b] = [await textPost(writer, { title: 'a' }), await textPost(writer, { title: 'b' })];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const begun = new Promise<void>((resolve) => {
      started = resolve;
    });
    const first = t.deps.db.transaction().execute(async (tx) => {
      await sql`update posts set published_at = now() where id = ${a}`.execute(tx);
      started();
      await held;
    });
    await begun;
    const second = sql`update posts set published_at = now() where id = ${b}`.execute(t.deps.db);
    const waited = await Promise.race([
      second.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 2000)),
    ]);
    release();
    await Promise.all([first, second]);
    expect(waited).toBe(false);
    // Each took its transaction's start time: the second's is the newer.
    expect(await lenaHead()).toEqual(await publishedAt(b));
  });

  it('is vacuumed after a few hundred rewrites, not after a fifth of the table as PostgreSQL would', async () => {
    const options = await sql<{ option: string }>`
      select unnest(reloptions) as option from pg_class where oid = 'blog_heads'::regclass`.execute(
      t.deps.db,
    );
    expect(options.rows.map((r) => r.option).sort()).toEqual([
      'autovacuum_vacuum_scale_factor=0.02',
      'autovacuum_vacuum_threshold=500',
    ]);
  });
});
