import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, savePostForm, textPost } from '../posts/test-posts.js';
import { type apiAs, apiWriter, refused } from './write-test-kit.js';

/**
 * Likes, follows, blocks and the queue through the API (api.md `/user/like`, `/user/unlike`,
 * `/user/follow`, `/user/unfollow`, `/blocks`, `/posts/queue/reorder`), seen through /svc after.
 */
let t: TestApp;
let writer: ReturnType<typeof apiAs>;
let vera: TestClient;
let walt: TestClient;

const ok = (response: unknown, status = 200, msg = 'OK') => ({
  status,
  body: { meta: { status, msg }, response },
});

beforeAll(async () => {
  t = await createTestApp();
  ({ writer, browser: vera } = await apiWriter(t, 'vera'));
  walt = await signedUp(t, 'walt');
});
afterAll(() => t.close());

describe('likes', () => {
  it('likes and unlikes with id and reblog_key: 200; a wrong key: 404', async () => {
    const id = await textPost(walt);
    const key = await reblogKeyOf(t.deps.db, id);
    expect(await writer.form('/v2/user/like', { id, reblog_key: 'wrong' })).toEqual({
      status: 404,
      body: refused(404, 'Not Found', 'That post does not exist.', 1004),
    });
    expect(await writer.form('/v2/user/like', { id, reblog_key: key })).toEqual(ok([]));
    expect((await vera.get('/svc/likes')).body.response.posts.map((p: { id: string }) => p.id)).toEqual([id]);
    expect(await writer.form('/v2/user/unlike', { id, reblog_key: key })).toEqual(ok([]));
    expect((await vera.get('/svc/likes')).body.response.posts).toEqual([]);
    expect((await writer.form('/v2/user/like', { id })).status).toBe(400);
  });
});

describe('follows', () => {
  it('follows by url (a blog’s address or host name): 200 with the blog; unfollows: 200', async () => {
    const res = await writer.form('/v2/user/follow', { url: 'http://rookery.test/walt/' });
    expect(res).toEqual(
      ok({
        blog: expect.objectContaining({
          name: 'walt',
          url: 'http://rookery.test/walt/',
          uuid: expect.any(String),
        }),
      }),
    );
    expect(
      (await vera.get('/svc/following')).body.response.blogs.map((b: { name: string }) => b.name),
    ).toEqual(['walt']);
    expect(await writer.form('/v2/user/unfollow', { url: 'walt.tumblr.com' })).toEqual(ok([]));
    expect((await vera.get('/svc/following')).body.response.blogs).toEqual([]);
    expect((await writer.form('/v2/user/follow', { url: 'https://nobody-here.tumblr.com' })).status).toBe(
      404,
    );
    expect((await writer.form('/v2/user/follow', { email: 'walt@example.com' })).status).toBe(404);
  });
});

describe('blocks', () => {
  it('blocks a blog: 201, and it can follow no more; unblocks: 200', async () => {
    const xena = await signedUp(t, 'xena');
    expect(await writer.form('/v2/blog/vera/blocks', { blocked_tumblelog: 'xena' })).toEqual(
      ok([], 201, 'Created'),
    );
    expect(
      (await vera.get('/svc/blog/vera/blocks')).body.response.blocked.map((b: { name: string }) => b.name),
    ).toEqual(['xena']);
    expect((await xena.post('/svc/follow', { tumblelog: 'vera' })).status).toBe(403);
    expect(await writer.form('/v2/blog/vera/blocks', { blocked_tumblelog: 'xena' }, 'DELETE')).toEqual(
      ok([]),
    );
    expect((await vera.get('/svc/blog/vera/blocks')).body.response.blocked).toEqual([]);
    expect((await writer.form('/v2/blog/vera/blocks', {})).status).toBe(400);
    expect((await writer.form('/v2/blog/walt/blocks', { blocked_tumblelog: 'xena' })).status).toBe(403);
  });
});

describe('the queue', () => {
  it('moves a post after another, or to the top (insert_after 0); shuffles', async () => {
    const ids: string[] = [];
    for (const title of ['one', 'two', 'three']) {
      const res = await savePostForm(vera, 'text', { title, body: `<p>${title}</p>`, state: 'queued' });
      ids.push(res.body.response.post.id);
    }
    const queue = async () =>
      (await vera.get('/svc/blog/vera/posts?state=queued')).body.response.posts.map(
        (p: { id: string }) => p.id,
      );
    expect(await queue()).toEqual(ids);
    const [one, two, three] = ids as [string, string, string];
    expect(
      await writer.form('/v2/blog/vera/posts/queue/reorder', { post_id: one, insert_after: three }),
    ).toEqual(ok([]));
    expect(await queue()).toEqual([two, three, one]);
    expect(
      await writer.form('/v2/blog/vera/posts/queue/reorder', { post_id: three, insert_after: '0' }),
    ).toEqual(ok([]));
    expect(await queue()).toEqual([three, two, one]);
    expect((await writer.form('/v2/blog/vera/posts/queue/reorder', { post_id: '12345' })).status).toBe(400);
    expect(await writer.form('/v2/blog/vera/posts/queue/shuffle', {})).toEqual(ok([]));
    expect([...(await queue())].sort()).toEqual([...ids].sort());
  });
});
