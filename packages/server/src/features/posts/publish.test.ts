import { messages, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let other: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner');
  other = t.client();
  await other.register('other@example.com', 'other');
});
afterAll(() => t.close());

const listed = async (state?: 'queued' | 'draft') => {
  const res = await owner.get<PostListResponse>(`/svc/blog/owner/posts${state ? `?state=${state}` : ''}`);
  return res.body.response.posts.map((p) => ({ id: p.id, state: p.state, publish_on: p.publish_on }));
};
const form = (fields: Record<string, string>) => ({ form: new URLSearchParams(fields).toString() });

describe('POST /publish with id, or id and queue (spec document 2 §7)', () => {
  it('with id alone sends the post out now', async () => {
    const draft = await textPost(owner, { title: 'now', state: 'draft' });
    const res = await owner.post('/publish', undefined, form({ id: draft }));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ id: draft, state: 'published' });
    expect((await listed()).map((p) => p.id)).toContain(draft);
    // queue=0 is "not to the queue": out now too.
    const second = await textPost(owner, { title: 'now too', state: 'draft' });
    expect((await owner.post('/publish', undefined, form({ id: second, queue: '0' }))).body.response).toEqual(
      {
        id: second,
        state: 'published',
      },
    );
  });

  it('with queue adds a draft or a scheduled post to the end of the queue', async () => {
    const queued = await textPost(owner, { title: 'already queued', state: 'queued' });
    const draft = await textPost(owner, { title: 'to the queue', state: 'draft' });
    const scheduled = await textPost(owner, {
      title: 'was scheduled',
      state: 'scheduled',
      publish_on: '2031-01-01T00:00:00Z',
    });
    const res = await owner.post('/publish', undefined, form({ id: draft, queue: '1' }));
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toEqual({ id: draft, state: 'queued' });
    expect((await owner.post('/publish', { id: scheduled, queue: true })).status).toBe(200);
    const queue = await listed('queued');
    expect(queue.filter((p) => p.publish_on === null).map((p) => p.id)).toEqual([queued, draft, scheduled]);
    expect((await listed('draft')).map((p) => p.id)).not.toContain(draft);
    // Queued, not published: nobody else sees it yet.
    const visitor = await t.client().start();
    const blog = await visitor.get<PostListResponse>('/svc/blog/owner/posts');
    expect(blog.body.response.posts.map((p) => p.id)).not.toContain(draft);
  });

  it('refuses to queue what is queued or published already', async () => {
    const queued = await textPost(owner, { title: 'in line', state: 'queued' });
    const published = await textPost(owner, { title: 'out' });
    for (const id of [queued, published]) {
      const res = await owner.post('/publish', { id, queue: 1 });
      expect(res.status).toBe(409);
      expect(res.body.errors[0]?.detail).toBe(messages.cannotQueue);
    }
  });

  it('still reads post_id, and needs one of the two', async () => {
    const draft = await textPost(owner, { title: 'old name', state: 'draft' });
    expect((await owner.post('/publish', { post_id: draft })).status).toBe(200);
    expect((await owner.post('/publish', { queue: 1 })).status).toBe(400);
  });

  it('is the owner’s alone', async () => {
    const draft = await textPost(owner, { title: 'mine', state: 'draft' });
    expect((await other.post('/publish', { id: draft, queue: 1 })).status).toBe(403);
    expect((await owner.post('/publish', { id: draft, queue: 1 }, { formKey: null })).status).toBe(403);
    expect((await listed('draft')).map((p) => p.id)).toContain(draft);
  });
});
