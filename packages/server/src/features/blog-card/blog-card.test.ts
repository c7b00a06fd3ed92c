import type { BlogCard, HighlightedPostsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let ann: TestClient;
let ben: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  ann = t.client();
  await ann.register('ann@example.com', 'ann');
  ben = t.client();
  await ben.register('ben@example.com', 'ben');
  await ben.post('/svc/blog/ben/settings', {
    title: 'Ben writes',
    description: '<p>About <a href="https://example.com">me</a></p>',
    asks: true,
    anonymous_asks: true,
    submissions: false,
    global_theme_params: { avatar_shape: 'square' },
  });
});
afterAll(() => t.close());

const card = (client: TestClient, segment: string, query = '?is_tumblelog_popover=1') =>
  client.get<BlogCard>(`/svc/tumblelog_popover/${segment}${query}`);

describe('the blog card', () => {
  it('carries the blog, its settings for the messaging icon and its theme', async () => {
    const res = await card(ann, 'ben');
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response).toMatchObject({
      name: 'ben',
      title: 'Ben writes',
      url: '/ben',
      cname: null,
      description_sanitized: '<p>About <a href="https://example.com">me</a></p>',
      asks: true,
      anonymous_asks: true,
      submissions: false,
      can_receive_messages: true,
      following: false,
      can_subscribe: false,
      is_subscribed: false,
      is_blocking: false,
      is_own: false,
      current_blog: 'ann',
      highlighted_posts: [],
      relationship: { following_since: null, followed_you_at: null },
    });
    expect(res.body.response.global_theme_params.avatar_shape).toBe('square');
    expect(res.body.response.theme).toEqual(res.body.response.global_theme_params);
  });

  it('says how the two blogs follow each other, and whether the viewer subscribes or blocks', async () => {
    await ben.post('/svc/follow', { tumblelog: 'ann' });
    let rel = (await card(ann, 'ben')).body.response.relationship!;
    expect(rel.following_since).toBeNull();
    expect(Date.parse(rel.followed_you_at!)).toBeGreaterThan(Date.now() - 60_000);

    await ann.post('/svc/follow', { tumblelog: 'ben' });
    await ann.post('/svc/blog/ben/subscription', {});
    const both = (await card(ann, 'ben')).body.response;
    rel = both.relationship!;
    expect(rel.following_since).not.toBeNull();
    expect(rel.followed_you_at).not.toBeNull();
    expect(both).toMatchObject({ following: true, can_subscribe: true, is_subscribed: true });

    await ann.post('/svc/block/add', { tumblelog: 'ann', blocked_tumblelog: 'ben' });
    expect((await card(ann, 'ben')).body.response).toMatchObject({
      is_blocking: true,
      following: false,
      is_subscribed: false,
      relationship: { following_since: null, followed_you_at: null },
    });
    await ann.post('/svc/block/remove', { tumblelog: 'ann', blocked_tumblelog: 'ben' });
  });

  it('has no relationship on the viewer’s own blog nor for visitors', async () => {
    expect((await card(ann, 'ann')).body.response).toMatchObject({
      is_own: true,
      relationship: null,
      current_blog: null,
    });
    const visitor = await t.client().start();
    expect((await card(visitor, 'ben')).body.response).toMatchObject({
      relationship: null,
      current_blog: null,
      following: false,
    });
  });

  it('lists the newest public posts for the strip, there and through /posts/highlighted', async () => {
    await textPost(ben, { title: 'First <b>post</b>' });
    await textPost(ben, { title: '', body: '<p>Only a body &amp; more</p>' });
    await textPost(ben, { title: 'secret', state: 'private' });
    await textPost(ben, { title: 'draft', state: 'draft' });
    const fourth = await textPost(ben, { title: 'Newest' });
    const posts = (await card(ann, 'ben')).body.response.highlighted_posts;
    expect(posts.map((p) => p.summary)).toEqual(['Newest', 'Only a body & more', 'First post']);
    expect(posts[0]).toEqual({
      id: fourth,
      type: 'text',
      post_url: `/ben/post/${fourth}`,
      image_url: null,
      summary: 'Newest',
    });
    const res = await ann.get<HighlightedPostsResponse>('/svc/ben/posts/highlighted');
    expect(res.status).toBe(200);
    expect(res.body.response.highlighted_posts).toEqual(posts);
    expect((await ann.get('/svc/nobody/posts/highlighted')).status).toBe(404);
  });

  it('resolves a mention token (the blog uuid) or an @name with is_user_mention', async () => {
    const uuid = (await card(ann, 'ben')).body.response.uuid;
    expect((await card(ann, uuid, '?is_user_mention=1')).body.response.name).toBe('ben');
    expect((await card(ann, '@ben', '?is_user_mention=1')).body.response.name).toBe('ben');
    expect((await card(ann, uuid)).status).toBe(404);
    expect((await card(ann, '@nobody', '?is_user_mention=1')).status).toBe(404);
  });
});
