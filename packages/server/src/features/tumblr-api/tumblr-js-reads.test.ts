import { globalAgent } from 'node:https';
import tumblr from 'tumblr.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { startTlsProxy, type TlsProxy } from '../../../test/tls-proxy.js';
import { reblogKeyOf, textPost } from '../posts/test-posts.js';
import { oauth1User, type RegisteredApp, registerApp } from './api-test-kit.js';

/**
 * The read endpoints through the official tumblr.js client, as tumblr-js.test.ts runs it (behind a
 * TLS proxy, tumblr.js speaking https only): API-key reads and reads signed with OAuth 1.0a
 * tokens obtained through the three real steps, each answer compared with api.md's fields.
 */
let t: TestApp;
let proxy: TlsProxy;
let app: RegisteredApp;
let writer: tumblr.Client;
let fan: tumblr.Client;
let reader: tumblr.Client;
const posts = { older: '', newer: '', draft: '', queued: '' };

const clientOf = (tokens: { token: string; secret: string }) =>
  tumblr.createClient({
    consumer_key: app.consumer_key,
    consumer_secret: app.consumer_secret,
    token: tokens.token,
    token_secret: tokens.secret,
    baseUrl: proxy.origin,
  });

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: true } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  proxy = await startTlsProxy((t.app.server.address() as { port: number }).port);
  globalAgent.options.ca = proxy.cert;
  app = await registerApp(await signedUp(t, 'jsapp'));
  const writerTokens = await oauth1User(t, proxy.origin, app, 'jswriter');
  const fanTokens = await oauth1User(t, proxy.origin, app, 'jsfan');
  writer = clientOf(writerTokens);
  fan = clientOf(fanTokens);
  reader = tumblr.createClient({ consumer_key: app.consumer_key, baseUrl: proxy.origin });
  posts.older = await textPost(writerTokens.person, {
    title: 'Older',
    body: '<p>Hello</p>',
    tags: ['birds'],
  });
  posts.newer = await textPost(writerTokens.person, { title: 'Newer', tags: ['birds', 'owls'] });
  posts.draft = await textPost(writerTokens.person, { title: 'Draft', state: 'draft' });
  posts.queued = await textPost(writerTokens.person, { title: 'Queued', state: 'queued' });
  expect((await fanTokens.person.post('/svc/follow', { tumblelog: 'jswriter' })).status).toBe(200);
  const key = await reblogKeyOf(t.deps.db, posts.older);
  expect((await fanTokens.person.post('/svc/like', { id: posts.older, key })).status).toBe(200);
});
afterAll(async () => {
  await proxy.close();
  await t.close();
});

/** api.md "Fields available for all Post types", as every legacy post carries them. */
const legacyPost = (id: string, more: Record<string, unknown> = {}) =>
  expect.objectContaining({
    blog_name: 'jswriter',
    id: Number(id),
    id_string: id,
    post_url: expect.stringContaining(`/jswriter/post/${id}`),
    type: 'text',
    timestamp: expect.any(Number),
    date: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d GMT$/),
    format: 'html',
    reblog_key: expect.any(String),
    tags: expect.any(Array),
    state: 'published',
    is_blocks_post_format: false,
    ...more,
  });

describe('tumblr.js reads', () => {
  it('blogPosts: legacy by default, NPF with npf, with tag, with the blog as /info', async () => {
    const legacy = await reader.blogPosts('jswriter');
    expect(legacy.blog).toMatchObject({ name: 'jswriter', posts: 2, url: 'http://rookery.test/jswriter' });
    expect(legacy.total_posts).toBe(2);
    expect(legacy.posts).toEqual([
      legacyPost(posts.newer, { title: 'Newer', tags: ['birds', 'owls'] }),
      legacyPost(posts.older, { title: 'Older', body: expect.stringContaining('Hello') }),
    ]);
    const npf = await reader.blogPosts('jswriter', { npf: true });
    expect(npf.posts[1]).toMatchObject({
      type: 'blocks',
      id_string: posts.older,
      is_blocks_post_format: true,
      content: expect.arrayContaining([expect.objectContaining({ type: 'text', text: 'Hello' })]),
      layout: [],
      trail: [],
    });
    // The blog's uuid as answers give it names the blog in the next call.
    expect((await reader.blogPosts(legacy.posts[0].tumblelog_uuid)).total_posts).toBe(2);
    const tagged = await reader.blogPosts('jswriter', { tag: 'owls' });
    expect(tagged.posts.map((p: { id_string: string }) => p.id_string)).toEqual([posts.newer]);
    expect(tagged.total_posts).toBe(1);
  });

  it('taggedPosts: a bare array', async () => {
    const list = await reader.taggedPosts('birds');
    expect(Array.isArray(list)).toBe(true);
    expect(list.map((p: { id_string: string }) => p.id_string)).toEqual([posts.newer, posts.older]);
  });

  it('blogAvatar: avatar_url, at 64 and at the size asked', async () => {
    expect(await reader.blogAvatar('jswriter')).toEqual({
      avatar_url: expect.stringMatching(/^http:\/\/rookery\.test\/avatar\/jswriter\/64/),
    });
    expect((await reader.blogAvatar('jswriter', 512)).avatar_url).toMatch(/\/avatar\/jswriter\/512/);
  });

  it('blogDrafts and blogQueue: the owner’s, refused to another user and to an API key', async () => {
    const drafts = await writer.blogDrafts('jswriter');
    expect(drafts.posts).toEqual([legacyPost(posts.draft, { state: 'draft' })]);
    const queue = await writer.blogQueue('jswriter');
    expect(queue.posts).toEqual([legacyPost(posts.queued, { state: 'queued' })]);
    await expect(fan.blogDrafts('jswriter')).rejects.toThrow('API error: 403 Forbidden');
    await expect(reader.blogQueue('jswriter')).rejects.toThrow('API error: 401 Unauthorized');
  });

  it('userDashboard, userLikes, userFollowing as the token’s user', async () => {
    const dash = await fan.userDashboard();
    expect(dash.posts).toEqual([
      legacyPost(posts.newer, { liked: false }),
      legacyPost(posts.older, { liked: true }),
    ]);
    const likes = await fan.userLikes();
    expect(likes).toEqual({
      liked_posts: [legacyPost(posts.older, { liked_timestamp: expect.any(Number) })],
      liked_count: 1,
      _links: {},
    });
    const following = await fan.userFollowing();
    expect(following).toEqual({
      total_blogs: 1,
      blogs: [
        {
          name: 'jswriter',
          url: 'http://rookery.test/jswriter',
          updated: expect.any(Number),
          title: expect.any(String),
          description: expect.any(String),
          uuid: expect.stringMatching(/^t:/),
        },
      ],
    });
  });

  it('blogLikes: refused as a blog that shares no likes, its own to its owner', async () => {
    await expect(reader.blogLikes('jsfan')).rejects.toThrow('API error: 403 Forbidden');
    expect((await fan.blogLikes('jsfan')).liked_count).toBe(1);
  });

  it('blogFollowers: the owner’s followers', async () => {
    expect(await writer.blogFollowers('jswriter')).toEqual({
      total_users: 1,
      users: [{ name: 'jsfan', following: false, url: 'http://rookery.test/jsfan', updated: 0 }],
    });
    await expect(fan.blogFollowers('jswriter')).rejects.toThrow('API error: 403 Forbidden');
  });

  it('the notes of a post, by the client’s own request (tumblr.js 5 has no blogNotes)', async () => {
    const notes = await reader.getRequest('/v2/blog/jswriter/notes', { id: posts.older });
    expect(notes).toEqual({
      notes: [
        expect.objectContaining({ type: 'like', blog_name: 'jsfan', timestamp: expect.any(Number) }),
        expect.objectContaining({ type: 'posted', blog_name: 'jswriter' }),
      ],
      total_notes: 1,
    });
  });
});
