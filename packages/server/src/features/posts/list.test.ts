import type { PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { textPost } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let visitor: TestClient;
let stranger: TestClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('lister@example.com', 'lister');
  stranger = t.client();
  await stranger.register('other@example.com', 'other');
  visitor = await t.client().start();
  ids.published = await textPost(owner, { title: 'published' });
  ids.draft = await textPost(owner, { title: 'draft', state: 'draft' });
  ids.queued = await textPost(owner, { title: 'queued', state: 'queued' });
  ids.scheduled = await textPost(owner, {
    title: 'scheduled',
    state: 'scheduled',
    publish_on: '2031-01-01T00:00:00Z',
  });
  ids.private = await textPost(owner, { title: 'private', state: 'private' });
  ids.members = await textPost(owner, { title: 'members', members_only: true });
  ids.latest = await textPost(owner, { title: 'latest' });
});
afterAll(() => t.close());

const list = (client: TestClient, query = '') =>
  client.get<PostListResponse>(`/svc/blog/lister/posts${query}`);
const titles = (res: { body: { response: PostListResponse } }) => res.body.response.posts.map((p) => p.title);

describe('the blog post list', () => {
  it('shows everyone only published, public posts, newest first', async () => {
    for (const client of [visitor, stranger]) {
      const res = await list(client);
      expect(res.status).toBe(200);
      expect(titles(res)).toEqual(['latest', 'published']);
      expect(res.body.response.next).toBeNull();
    }
  });

  it('shows the owner their private and members-only posts too, marked', async () => {
    const res = await list(owner);
    expect(titles(res)).toEqual(['latest', 'members', 'private', 'published']);
    expect(res.body.response.posts.find((p) => p.title === 'private')?.state).toBe('private');
  });

  it.each([
    ['draft', ['draft']],
    ['queued', ['queued']],
    ['scheduled', ['scheduled']],
    ['private', ['private']],
    ['published', ['latest', 'members', 'published']],
  ])('lets the owner list state=%s', async (state, expected) => {
    const res = await list(owner, `?state=${state}`);
    expect(titles(res)).toEqual(expected);
    for (const post of res.body.response.posts) expect(post.state).toBe(state);
  });

  it('refuses other states to anyone but the owner', async () => {
    expect((await list(stranger, '?state=draft')).status).toBe(403);
    expect((await list(visitor, '?state=queued')).status).toBe(403);
  });

  it('pages by (published_at, id) with before and next', async () => {
    const first = await list(owner, '?limit=2');
    expect(titles(first)).toEqual(['latest', 'members']);
    expect(first.body.response.next).toMatch(new RegExp(`^\\d+_${ids.members}$`));
    const second = await list(owner, `?limit=2&before=${first.body.response.next}`);
    expect(titles(second)).toEqual(['private', 'published']);
    expect(second.body.response.next).toBeNull();
  });

  it('answers 404 for a blog that does not exist and 400 for a bad page', async () => {
    expect((await visitor.get('/svc/blog/nobody-here/posts')).status).toBe(404);
    expect((await visitor.get('/svc/blog/lister/posts?limit=500')).status).toBe(400);
    expect((await visitor.get('/svc/blog/lister/posts?before=abc')).status).toBe(400);
  });

  it('presents a post with its url, tags and ids as strings', async () => {
    const post = (await list(visitor)).body.response.posts[0]!;
    expect(post).toMatchObject({
      id: ids.latest,
      blog_name: 'lister',
      post_url: `/lister/post/${ids.latest}`,
      type: 'text',
    });
    expect(typeof post.id).toBe('string');
  });
});
