import type { PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { publishQueue } from '../../jobs/publish-queue.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let owner: TestClient;
let other: TestClient;
let queued: string[];

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('q@example.com', 'queuer');
  other = t.client();
  await other.register('o@example.com', 'other');
  queued = [];
  for (const title of ['a', 'b', 'c']) queued.push(await textPost(owner, { title, state: 'queued' }));
});
afterAll(() => t.close());

const queue = async () =>
  (await owner.get<PostListResponse>('/svc/blog/queuer/posts?state=queued')).body.response.posts.map((p) => [
    p.id,
    p.queue_position,
  ]);
const reorder = (client: TestClient, ids: string[]) =>
  client.post('/svc/blog/queuer/queue/reorder', { post_ids: ids });

describe('the queue page', () => {
  it('lists the queue in publishing order with places', async () => {
    expect(await queue()).toEqual(queued.map((id, i) => [id, i + 1]));
  });

  it('keeps the owner’s order, and the queue publishes in it', async () => {
    const [a, b, c] = queued as [string, string, string];
    expect((await reorder(owner, [c, a, b])).status).toBe(200);
    expect(await queue()).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    const blog = await t.deps.db
      .selectFrom('blogs')
      .select('id')
      .where('name', '=', 'queuer')
      .executeTakeFirstOrThrow();
    expect(await publishQueue(t.deps.db, blog.id, new Date(Date.now() + 86_400_000))).toBe(c);
    const added = await textPost(owner, { title: 'd', state: 'queued' });
    expect((await queue()).map(([id]) => id)).toEqual([a, b, added]);
  });

  it('refuses an order that is not exactly the queue, and changes nothing', async () => {
    const current = (await queue()).map(([id]) => id as string);
    expect((await reorder(owner, current.slice(1))).status).toBe(409);
    expect((await reorder(owner, [...current, current[0]!])).status).toBe(409);
    expect((await reorder(owner, ['999999', ...current.slice(1)])).status).toBe(409);
    expect((await queue()).map(([id]) => id)).toEqual(current);
  });

  it('is the owner’s alone', async () => {
    const current = (await queue()).map(([id]) => id as string);
    expect((await reorder(other, current.reverse())).status).toBe(403);
    expect((await other.get('/svc/blog/queuer/posts?state=queued')).status).toBe(403);
  });
});

describe('POST /publish', () => {
  it('sends a draft or queued post out now, once', async () => {
    const draft = await textPost(owner, { title: 'draft', state: 'draft' });
    const res = await owner.post('/publish', { post_id: draft });
    expect(res.status, res.raw).toBe(200);
    const visible = await (await t.client().start()).get<PostListResponse>('/svc/blog/queuer/posts');
    expect(visible.body.response.posts.map((p) => p.id)).toContain(draft);
    expect((await owner.post('/publish', { post_id: draft })).status).toBe(409);
  });

  it('is the owner’s alone', async () => {
    const draft = await textPost(owner, { title: 'mine', state: 'draft' });
    expect((await other.post('/publish', { post_id: draft })).status).toBe(403);
    expect((await owner.post('/publish', { post_id: '99999999' })).status).toBe(404);
    expect((await owner.post('/publish', { post_id: draft }, { formKey: null })).status).toBe(403);
  });
});
