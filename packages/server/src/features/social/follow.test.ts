import type { FollowingResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let ann: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  for (const name of ['ben', 'cat', 'dan']) await t.client().register(`${name}@example.com`, name);
});
afterAll(() => t.close());

const following = (query = '') => ann.get<FollowingResponse>(`/svc/following${query}`);
const names = (res: { body: { response: FollowingResponse } }) => res.body.response.blogs.map((b) => b.name);

describe('following', () => {
  it('follows as the current blog; following twice changes nothing', async () => {
    const counts = [1, 2, 3, 3];
    for (const [i, name] of ['ben', 'cat', 'dan', 'cat'].entries()) {
      const res = await ann.post('/svc/follow', { tumblelog: name, source: 'blog_card', page_url: '/ben' });
      expect(res.status, res.raw).toBe(200);
      expect(res.body.response).toEqual({ tumblelog: name, following: true, friend_count: counts[i] });
    }
    const res = await following();
    expect(names(res)).toEqual(['dan', 'cat', 'ben']);
    expect(res.body.response).toMatchObject({ blog_name: 'ann', total: 3, next: null });
    expect(res.body.response.blogs[0]!.following).toBe(true);
  });

  it('tells the followed blog, once (activity "follow")', async () => {
    const told = await t.deps.db
      .selectFrom('activity')
      .innerJoin('blogs as told', 'told.id', 'activity.blog_id')
      .innerJoin('blogs as actor', 'actor.id', 'activity.actor_blog_id')
      .select(['told.name as told', 'actor.name as actor'])
      .where('activity.kind', '=', 'follow')
      .orderBy('activity.id')
      .execute();
    expect(told).toEqual([
      { told: 'ben', actor: 'ann' },
      { told: 'cat', actor: 'ann' },
      { told: 'dan', actor: 'ann' },
    ]);
  });

  it('pages the list', async () => {
    const first = await following('?limit=2');
    expect(names(first)).toEqual(['dan', 'cat']);
    expect(names(await following(`?limit=2&before=${first.body.response.next}`))).toEqual(['ben']);
  });

  it('unfollows', async () => {
    expect((await ann.post('/svc/unfollow', { tumblelog: 'cat' })).body.response).toEqual({
      tumblelog: 'cat',
      following: false,
      friend_count: 2,
    });
    // Unfollowing again changes nothing; the count never goes below what is followed.
    expect((await ann.post('/svc/unfollow', { tumblelog: 'cat' })).body.response.friend_count).toBe(2);
    expect((await ann.get('/svc/account/session')).body.response.user.friend_count).toBe(2);
    expect(names(await following())).toEqual(['dan', 'ben']);
  });

  it('refuses itself, unknown blogs, visitors and calls without the form key', async () => {
    expect((await ann.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(400);
    expect((await ann.post('/svc/follow', { tumblelog: 'nobody' })).status).toBe(404);
    expect((await ann.post('/svc/follow', {})).status).toBe(400);
    const visitor = await t.client().start();
    expect((await visitor.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(401);
    expect((await ann.post('/svc/follow', { tumblelog: 'cat' }, { formKey: null })).status).toBe(403);
    expect(names(await following())).toEqual(['dan', 'ben']);
  });
});
