import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { type RegisteredApp, registerApp } from './api-test-kit.js';
import { apiGet, type Reader, readerFor } from './read-test-kit.js';

let t: TestApp;
let app: RegisteredApp;
let owner: Reader;
const ids: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await registerApp(await signedUp(t, 'postsapp'));
  owner = await readerFor(t, app, 'poster');
  for (let i = 0; i < 23; i++)
    ids.push(await textPost(owner.person, { title: `Post ${i}`, tags: i % 2 ? ['odd'] : ['even', 'all'] }));
});
afterAll(() => t.close());

const key = () => ({ apiKey: app.consumer_key });

describe('GET /v2/blog/{id}/posts', () => {
  it('answers blog, posts and total_posts, 20 a page, with _links.next by offset', async () => {
    const res = await apiGet(t, '/v2/blog/poster/posts', key());
    expect(res.status).toBe(200);
    const { blog, posts, total_posts, _links } = res.body.response;
    expect(blog).toMatchObject({ name: 'poster', posts: 23, uuid: expect.stringMatching(/^t:/) });
    expect(total_posts).toBe(23);
    expect(posts).toHaveLength(20);
    expect(posts[0]).toMatchObject({
      type: 'text',
      blog_name: 'poster',
      id_string: ids.at(-1),
      title: 'Post 22',
    });
    expect(_links.next).toEqual({
      type: 'action',
      method: 'GET',
      href: '/v2/blog/poster/posts?offset=20',
      query_params: { offset: '20' },
    });
    const next = await apiGet(t, `${_links.next.href}`, key());
    expect(next.body.response.posts.map((p: { id_string: string }) => p.id_string)).toEqual(
      ids.slice(0, 3).reverse(),
    );
    expect(next.body.response._links).toBeUndefined();
  });

  it('keeps the tag and limit in the next link, and reads the last page to its end', async () => {
    const first = (await apiGet(t, '/v2/blog/poster/posts?tag=even&limit=5', key())).body.response;
    expect(first.total_posts).toBe(12);
    expect(first.posts).toHaveLength(5);
    expect(first._links.next.query_params).toEqual({ tag: 'even', limit: '5', offset: '5' });
    const last = (await apiGet(t, '/v2/blog/poster/posts?tag=even&limit=5&offset=10', key())).body.response;
    expect(last.posts.map((p: { title: string }) => p.title)).toEqual(['Post 2', 'Post 0']);
    expect(last._links).toBeUndefined();
  });
});
