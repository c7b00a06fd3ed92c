import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../test/count-rows.js';
import { createTestApp, signedUp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';
import type { RegisteredApp } from './api-test-kit.js';
import { bearerFor } from './oauth2-test-kit.js';
import { apiAs, apiWriter, refused } from './write-test-kit.js';

/**
 * Every write refused as api.md and the web client's rules say, changing nothing: an API key
 * (401), a read-only grant (403), another user's blog (403), a blog that blocks the writer (403).
 */
let t: TestApp;
let app: RegisteredApp;
let writer: ReturnType<typeof apiAs>;
let yuri: TestClient;

const WRITES: [string, string][] = [
  ['POST', '/v2/blog/{blog}/post'],
  ['POST', '/v2/blog/{blog}/post/edit'],
  ['POST', '/v2/blog/{blog}/post/reblog'],
  ['POST', '/v2/blog/{blog}/post/delete'],
  ['POST', '/v2/blog/{blog}/posts'],
  ['PUT', '/v2/blog/{blog}/posts/1'],
  ['POST', '/v2/blog/{blog}/posts/queue/reorder'],
  ['POST', '/v2/blog/{blog}/posts/queue/shuffle'],
  ['POST', '/v2/blog/{blog}/blocks'],
  ['DELETE', '/v2/blog/{blog}/blocks'],
  ['POST', '/v2/user/like'],
  ['POST', '/v2/user/unlike'],
  ['POST', '/v2/user/follow'],
  ['POST', '/v2/user/unfollow'],
];

const changes = async () =>
  Promise.all(
    ['posts', 'likes', 'follows', 'blocks', 'media'].map((table) => countRows(t.deps.db, table as 'posts')),
  );

beforeAll(async () => {
  t = await createTestApp();
  ({ app, writer, browser: yuri } = await apiWriter(t, 'yuri'));
});
afterAll(() => t.close());

describe('write refusals', () => {
  it('an API key: 401; a read-only grant: 403 — on every write, nothing changed', async () => {
    const reader = apiAs(t, (await bearerFor(t, app, 'zoe', 'basic')).access_token);
    const keyOnly = apiAs(t, null);
    const before = await changes();
    for (const [method, path] of WRITES) {
      const url = path.replace('{blog}', 'zoe');
      const byKey = await keyOnly.json(method, `${url}?api_key=${app.consumer_key}`, { id: '1' });
      expect([method, path, byKey.status]).toEqual([method, path, 401]);
      const readOnly = await reader.json(method, url, { id: '1' });
      expect([method, path, readOnly]).toEqual([
        method,
        path,
        {
          status: 403,
          body: refused(
            403,
            'Forbidden',
            'This token may only read: ask for the write scope to post, like or follow.',
          ),
        },
      ]);
    }
    expect(await changes()).toEqual(before);
  });

  it('another user’s blog: 403 on every blog write, nothing changed', async () => {
    await signedUp(t, 'adam');
    const before = await changes();
    for (const [method, path] of WRITES.filter(([, p]) => p.includes('{blog}'))) {
      const res = await writer.json(method, path.replace('{blog}', 'adam'), { id: '1', content: [] });
      expect([method, path, res]).toEqual([
        method,
        path,
        { status: 403, body: refused(403, 'Forbidden', 'This token may only act on its own user’s blogs.') },
      ]);
    }
    expect(await changes()).toEqual(before);
  });

  it('a blog that blocks the writer: no like, no reblog, no follow (403)', async () => {
    const bea = await signedUp(t, 'bea');
    const post = await textPost(bea);
    const key = await reblogKeyOf(t.deps.db, post);
    expect((await bea.post('/svc/block/add', { tumblelog: 'bea', blocked_tumblelog: 'yuri' })).status).toBe(
      200,
    );
    const before = await changes();
    expect((await writer.form('/v2/user/like', { id: post, reblog_key: key })).status).toBe(403);
    expect((await writer.form('/v2/blog/yuri/post/reblog', { id: post, reblog_key: key })).status).toBe(403);
    expect((await writer.form('/v2/user/follow', { url: 'bea' })).status).toBe(403);
    expect(await changes()).toEqual(before);
    expect((await yuri.get('/svc/likes')).body.response.posts).toEqual([]);
  });
});
