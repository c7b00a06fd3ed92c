import { FRAGMENT_POST_ATTRIBUTE, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { viewerOfBlog } from '../posts/pipeline/test-viewer.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';
import { dashboardPage } from './page.js';

let t: TestApp;
let alice: TestClient;
let bob: TestClient;
let carol: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = t.client();
  await alice.register('alice@example.com', 'alice');
  bob = t.client();
  await bob.register('bob@example.com', 'bob');
  carol = t.client();
  await carol.register('carol@example.com', 'carol');
  expect((await bob.post('/svc/follow', { tumblelog: 'alice' })).status).toBe(200);
});
afterAll(() => t.close());

const dashboard = (client: TestClient, query = '') => client.get<PostListResponse>(`/svc/dashboard${query}`);
const idsOf = (page: PostListResponse) => page.posts.map((p) => p.id);
// A post’s id may appear on its wrapper and its card; each post counts once.
const fragmentIds = (html: string) =>
  [...html.matchAll(new RegExp(`${FRAGMENT_POST_ATTRIBUTE}="(\\d+)"`, 'g'))].map((m) => m[1]);

/** Reads the whole dashboard a page at a time, inserting posts between pages when asked. */
async function readAll(client: TestClient, limit: number, between?: () => Promise<void>) {
  const seen: string[] = [];
  let before: string | null | undefined;
  do {
    const res = await dashboard(client, `?limit=${limit}${before ? `&before=${before}` : ''}`);
    expect(res.status, res.raw).toBe(200);
    seen.push(...idsOf(res.body.response));
    before = res.body.response.next;
    await between?.();
  } while (before);
  return seen;
}

describe('the dashboard', () => {
  it('needs a session', async () => {
    expect((await (await t.client().start()).get('/svc/dashboard')).status).toBe(401);
  });

  it('shows followed blogs and the user’s own, newest first, and nothing else', async () => {
    const own = await textPost(bob, { title: 'mine' });
    const followed = await textPost(alice, { title: 'followed' });
    const stranger = await textPost(carol, { title: 'not followed' });
    const ids = idsOf((await dashboard(bob)).body.response);
    expect(ids.slice(0, 2)).toEqual([followed, own]);
    expect(ids).not.toContain(stranger);
  });

  it('never shows other blogs’ private, draft, queued, scheduled or members-only posts', async () => {
    const hidden = [
      await textPost(alice, { title: 'private', state: 'private' }),
      await textPost(alice, { title: 'draft', state: 'draft' }),
      await textPost(alice, { title: 'queued', state: 'queued' }),
      await textPost(alice, { title: 'later', state: 'scheduled', publish_on: '2031-01-01T00:00:00Z' }),
      await textPost(alice, { title: 'members', members_only: true }),
    ];
    const ownPrivate = await textPost(bob, { title: 'my private', state: 'private' });
    const seen = await readAll(bob, 50);
    for (const id of hidden) expect(seen).not.toContain(id);
    expect(seen).toContain(ownPrivate);
    const aliceOwn = await readAll(alice, 50);
    for (const id of hidden.filter((_, i) => i === 0 || i === 4)) expect(aliceOwn).toContain(id);
  });

  it('pages without duplicates or gaps while new posts arrive', async () => {
    const before = await readAll(bob, 50);
    const written: string[] = [];
    for (let i = 0; i < 12; i++) written.push(await textPost(alice, { title: `burst ${i}` }));
    const expected = [...written.reverse(), ...before];
    const arriving: string[] = [];
    const seen = await readAll(bob, 5, async () => {
      arriving.push(await textPost(alice, { title: 'arrived meanwhile' }));
    });
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);
    // What arrived meanwhile is on top for the next reader.
    const top = idsOf((await dashboard(bob, `?limit=${arriving.length}`)).body.response);
    expect(top).toEqual([...arriving].reverse());
  });

  it('puts a queued post at the top when it goes out, though its id is old', async () => {
    const queued = await textPost(alice, { title: 'waited', state: 'queued' });
    await textPost(alice, { title: 'newer' });
    expect((await alice.post('/publish', { post_id: queued })).status).toBe(200);
    expect(idsOf((await dashboard(bob, '?limit=1')).body.response)).toEqual([queued]);
  });

  it('credits the reblog trail in order, the root first, with the root’s note count', async () => {
    const root = await textPost(carol, { title: 'root', body: '<p>carol says</p>' });
    const reblog = async (client: TestClient, blog: string, id: string, comment: string) => {
      const saved = await reblogPost(client, blog, id, await reblogKeyOf(t.deps.db, id), { body: comment });
      expect(saved.status, saved.raw).toBe(200);
      return saved.body.response.post.id;
    };
    const first = await reblog(alice, 'alice', root, '<p>alice adds</p>');
    const second = await reblog(alice, 'alice', first, '<p>alice again</p>');
    const post = (await dashboard(bob)).body.response.posts.find((p) => p.id === second)!;
    expect(post.trail.map((s) => [s.blog_name, s.is_root])).toEqual([
      ['carol', true],
      ['alice', false],
    ]);
    expect(post.reblogged_root_name).toBe('carol');
    expect(post.root_id).toBe(root);
    expect(post.note_count).toBe(2);
    expect(post.blog).toMatchObject({ name: 'alice', following: true, avatar_shape: 'circle' });
  });

  it('says on each card whether the blog acted as follows its blog and the blog it reblogged from', async () => {
    const dave = t.client();
    await dave.register('dave@example.com', 'dave');
    expect((await dave.post('/svc/blog/create', { name: 'dave-side' })).status).toBe(200);
    expect((await dave.post('/svc/follow', { tumblelog: 'alice' })).status).toBe(200);
    await dave.post('/svc/account/current_blog', { tumblelog: 'dave-side' });
    expect((await dave.post('/svc/follow', { tumblelog: 'carol' })).status).toBe(200);
    const fromAlice = await textPost(alice, { title: 'for dave' });
    const reblogged = await reblogPost(carol, 'carol', fromAlice, await reblogKeyOf(t.deps.db, fromAlice), {
      body: '<p>carol passes it on</p>',
    });
    const fromCarol = reblogged.body.response.post.id;
    const cards = async () => {
      const page = (await dashboard(dave, '?limit=2')).body.response;
      expect(idsOf(page)).toEqual([fromCarol, fromAlice]);
      return page.posts.map((p) => [p.blog.name, p.blog.following, p.reblog_source?.following ?? null]);
    };
    // The follows of the blog acted as count, not those of the user's other blogs.
    expect(await cards()).toEqual([
      ['carol', true, false],
      ['alice', false, null],
    ]);
    await dave.post('/svc/account/current_blog', { tumblelog: 'dave' });
    expect(await cards()).toEqual([
      ['carol', false, true],
      ['alice', true, null],
    ]);
    // The same when the page is read by walking the posts, first and after a cursor.
    const viewer = await viewerOfBlog(t.deps.db, 'dave');
    const first = await dashboardPage(t.deps.db, viewer, { limit: 1 }, 0);
    const next = await dashboardPage(t.deps.db, viewer, { limit: 1, before: first.next ?? undefined }, 0);
    expect([...first.posts, ...next.posts].map((p) => [p.id, p.blog.following])).toEqual([
      [fromCarol, false],
      [fromAlice, true],
    ]);
  });

  it('refuses a malformed cursor', async () => {
    expect((await dashboard(bob, '?before=abc')).status).toBe(400);
    expect((await dashboard(bob, '?before=12_x')).status).toBe(400);
  });
});

describe('GET /svc/post/{pageRoot}/{direction}/{refPostId}', () => {
  it('answers the same dashboard posts as the JSON call, as HTML', async () => {
    const json = (await dashboard(bob)).body.response;
    const res = await bob.request('GET', '/svc/post/dashboard/before/0');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toMatch(/^text\/html/);
    expect(String(res.headers['content-security-policy'])).toContain("script-src 'self'");
    expect(fragmentIds(res.raw)).toEqual(idsOf(json));
    // Rendered by the web's PostCard: the post's blog links and its title are in it.
    expect(res.raw).toContain('href="/alice"');
  });

  it('answers the posts above a post (before) and the next ones below it (after)', async () => {
    const page = (await dashboard(bob, '?limit=5')).body.response;
    const ref = page.posts[2]!.id;
    const above = await bob.request('GET', `/svc/post/dashboard/before/${ref}`);
    expect(fragmentIds(above.raw)).toEqual(idsOf(page).slice(0, 2));
    const below = await bob.request('GET', `/svc/post/dashboard/after/${page.posts[4]!.id}`);
    const next = (await dashboard(bob, `?before=${page.next}`)).body.response;
    expect(fragmentIds(below.raw)).toEqual(idsOf(next));
    const fresh = await textPost(bob, { title: 'just saved' });
    const top = await bob.request('GET', `/svc/post/dashboard/before/${page.posts[0]!.id}`);
    expect(fragmentIds(top.raw)).toEqual([fresh]);
  });

  it('gives drafts after the last one, the current blog’s only', async () => {
    const first = await textPost(bob, { title: 'draft one', state: 'draft' });
    const second = await textPost(bob, { title: 'draft two', state: 'draft' });
    await textPost(alice, { title: 'alice draft', state: 'draft' });
    expect(fragmentIds((await bob.request('GET', `/svc/post/drafts/after/${first}`)).raw)).toEqual([second]);
    expect(fragmentIds((await bob.request('GET', '/svc/post/drafts/after/0')).raw)).toEqual([first, second]);
    expect((await bob.request('GET', '/svc/post/drafts/after/0?tumblelog=alice')).status).toBe(403);
  });

  it('allows only the read method, and only signed in', async () => {
    const post = await bob.request('POST', '/svc/post/dashboard/before/0', {});
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET');
    expect((await bob.request('DELETE', '/svc/post/dashboard/before/0')).status).toBe(405);
    expect((await (await t.client().start()).request('GET', '/svc/post/dashboard/before/0')).status).toBe(
      401,
    );
    expect((await bob.request('GET', '/svc/post/elsewhere/before/0')).status).toBe(400);
  });
});
