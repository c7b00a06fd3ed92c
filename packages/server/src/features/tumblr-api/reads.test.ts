import { ACTION_RATES } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedUp, type TestApp } from '../../../test/test-app.js';
import { take } from '../limits/limiter.js';
import { reblogKeyOf, reblogPost, textPost } from '../posts/test-posts.js';
import { type RegisteredApp, registerApp } from './api-test-kit.js';
import { apiGet, type Reader, readerFor } from './read-test-kit.js';

/**
 * The read endpoints over HTTP against PostgreSQL, each answer compared with api.md's fields,
 * with their refusals: an API key alone on an OAuth call (401), another user's blog (403).
 */
let t: TestApp;
let app: RegisteredApp;
let writer: Reader;
let fan: Reader;
const posts = { first: '', second: '', draft: '', queued: '', private: '' };

const UNAUTHORIZED = {
  meta: { status: 401, msg: 'Unauthorized' },
  response: [],
  errors: [{ title: 'Unauthorized', code: 0, detail: expect.any(String) }],
};
const FORBIDDEN = {
  meta: { status: 403, msg: 'Forbidden' },
  response: [],
  errors: [{ title: 'Forbidden', code: 0, detail: expect.any(String) }],
};

beforeAll(async () => {
  t = await createTestApp();
  app = await registerApp(await signedUp(t, 'readsapp'));
  writer = await readerFor(t, app, 'writer');
  fan = await readerFor(t, app, 'fan');
  posts.first = await textPost(writer.person, { title: 'First', tags: ['cats'] });
  posts.second = await textPost(writer.person, { title: 'Second', tags: ['cats', 'dogs'] });
  posts.draft = await textPost(writer.person, { title: 'Draft', state: 'draft' });
  posts.queued = await textPost(writer.person, { title: 'Queued', state: 'queued' });
  posts.private = await textPost(writer.person, { title: 'Private', state: 'private' });
  expect((await fan.person.post('/svc/follow', { tumblelog: 'writer' })).status).toBe(200);
  const key = await reblogKeyOf(t.deps.db, posts.first);
  expect((await fan.person.post('/svc/like', { id: posts.first, key })).status).toBe(200);
  const reply = await fan.person.post('/svc/reply', {
    reply_text: 'Lovely',
    post_id: posts.first,
    tumblelog_key: key,
  });
  expect(reply.status).toBe(200);
  await signedUp(t, 'pest');
  expect(
    (await writer.person.post('/svc/block/add', { tumblelog: 'writer', blocked_tumblelog: 'pest' })).status,
  ).toBe(200);
});
afterAll(() => t.close());

const key = () => ({ apiKey: app.consumer_key });
const idsOf = (list: { id_string: string }[]) => list.map((p) => p.id_string);

describe('blog posts', () => {
  it('lists only published public posts to an API key, the owner’s private one to them', async () => {
    const anyone = (await apiGet(t, '/v2/blog/writer/posts', key())).body.response;
    expect(idsOf(anyone.posts)).toEqual([posts.second, posts.first]);
    expect(anyone.total_posts).toBe(2);
    const own = (await apiGet(t, '/v2/blog/writer/posts', { token: writer.token })).body.response;
    expect(idsOf(own.posts)).toEqual([posts.private, posts.second, posts.first]);
    expect(own.posts[0].state).toBe('private');
  });

  it('filters by tag (all of several), type, and reads one post by id', async () => {
    const cats = (await apiGet(t, '/v2/blog/writer/posts?tag=cats', key())).body.response;
    expect(idsOf(cats.posts)).toEqual([posts.second, posts.first]);
    const both = (await apiGet(t, '/v2/blog/writer/posts?tag[0]=cats&tag[1]=dogs', key())).body.response;
    expect(idsOf(both.posts)).toEqual([posts.second]);
    expect(both.total_posts).toBe(1);
    expect((await apiGet(t, '/v2/blog/writer/posts/photo', key())).body.response.posts).toEqual([]);
    const one = (await apiGet(t, `/v2/blog/writer/posts?id=${posts.first}`, key())).body.response;
    expect(idsOf(one.posts)).toEqual([posts.first]);
    const hidden = await apiGet(t, `/v2/blog/writer/posts?id=${posts.draft}`, key());
    expect(hidden.status).toBe(404);
  });

  it('answers NPF with npf=true, with notes and reblog info when asked', async () => {
    const res = await apiGet(
      t,
      `/v2/blog/writer/posts?id=${posts.first}&npf=true&notes_info=true&reblog_info=true`,
      key(),
    );
    const [post] = res.body.response.posts;
    expect(post).toMatchObject({
      type: 'blocks',
      original_type: 'text',
      is_blocks_post_format: true,
      content: expect.any(Array),
      layout: expect.any(Array),
      trail: [],
      note_count: 2,
    });
    expect(post.notes.map((n: { type: string }) => n.type)).toEqual(['reply', 'like', 'posted']);
  });

  it('answers plain text with filter=text', async () => {
    const html = (await apiGet(t, `/v2/blog/writer/posts?id=${posts.first}`, key())).body.response.posts[0];
    expect(html.body).toBe('<p>Body</p>');
    const text = (await apiGet(t, `/v2/blog/writer/posts?id=${posts.first}&filter=text`, key())).body.response
      .posts[0];
    expect(text.body).toBe('Body');
  });

  it('pages by before and after (seconds) and sorts oldest first on asking, refusing them with offset', async () => {
    const future = Math.floor(Date.now() / 1000) + 60;
    const res = await apiGet(t, `/v2/blog/writer/posts?before=${future}&limit=1`, key());
    expect(idsOf(res.body.response.posts)).toEqual([posts.second]);
    expect(res.body.response._links.next.query_params).toEqual({
      limit: '1',
      before: String(res.body.response.posts[0].timestamp),
    });
    const oldest = await apiGet(t, '/v2/blog/writer/posts?sort=asc&after=0&limit=1', key());
    expect(idsOf(oldest.body.response.posts)).toEqual([posts.first]);
    expect(oldest.body.response._links.next.query_params).toEqual({
      sort: 'asc',
      limit: '1',
      after: String(oldest.body.response.posts[0].timestamp),
    });
    const later = await apiGet(t, `/v2/blog/writer/posts?sort=asc&after=${future}`, key());
    expect(later.body.response.posts).toEqual([]);
    expect((await apiGet(t, '/v2/blog/writer/posts?sort=up', key())).status).toBe(400);
    const both = await apiGet(t, `/v2/blog/writer/posts?before=${future}&offset=1`, key());
    expect(both.status).toBe(400);
    expect((await apiGet(t, '/v2/blog/writer/posts?limit=21', key())).status).toBe(400);
  });

  it('needs an API key', async () => {
    const res = await apiGet(t, '/v2/blog/writer/posts', {});
    expect(res.status).toBe(401);
    expect(res.body).toEqual(UNAUTHORIZED);
  });

  it('fetches one post by /posts/{id}: NPF, legacy on asking, the owner’s draft to its owner only', async () => {
    const npf = (await apiGet(t, `/v2/blog/writer/posts/${posts.first}`, key())).body.response;
    expect(npf).toMatchObject({ object_type: 'post', type: 'blocks', id_string: posts.first });
    const legacy = await apiGet(t, `/v2/blog/writer/posts/${posts.first}?post_format=legacy`, key());
    expect(legacy.body.response).toMatchObject({ type: 'text', title: 'First' });
    expect((await apiGet(t, `/v2/blog/writer/posts/${posts.draft}`, key())).status).toBe(404);
    expect((await apiGet(t, `/v2/blog/writer/posts/${posts.draft}`, { token: fan.token })).status).toBe(404);
    const own = (await apiGet(t, `/v2/blog/writer/posts/${posts.draft}`, { token: writer.token })).body
      .response;
    expect(own).toMatchObject({ id_string: posts.draft, state: 'draft' });
    const queued = (await apiGet(t, `/v2/blog/writer/posts/${posts.queued}`, { token: writer.token })).body
      .response;
    expect(queued).toMatchObject({ state: 'queued', queued_state: 'queued' });
    expect((await apiGet(t, `/v2/blog/fan/posts/${posts.first}`, key())).status).toBe(404);
  });
});

describe('queue, drafts and submissions', () => {
  it('are their owner’s: posts in Tumblr’s shape', async () => {
    const queue = (await apiGet(t, '/v2/blog/writer/posts/queue', { token: writer.token })).body.response;
    expect(idsOf(queue.posts)).toEqual([posts.queued]);
    expect(queue.posts[0]).toMatchObject({ state: 'queued', type: 'text' });
    const drafts = (await apiGet(t, '/v2/blog/writer/posts/draft', { token: writer.token })).body.response;
    expect(idsOf(drafts.posts)).toEqual([posts.draft]);
    const submissions = await apiGet(t, '/v2/blog/writer/posts/submission', { token: writer.token });
    expect(submissions.body.response).toEqual({ posts: [] });
  });

  it('refuse an API key (401) and another user’s token (403)', async () => {
    for (const path of ['queue', 'draft', 'submission']) {
      const keyOnly = await apiGet(t, `/v2/blog/writer/posts/${path}`, key());
      expect(keyOnly.status).toBe(401);
      expect(keyOnly.body).toEqual(UNAUTHORIZED);
      const other = await apiGet(t, `/v2/blog/writer/posts/${path}`, { token: fan.token });
      expect(other.status).toBe(403);
      expect(other.body).toEqual(FORBIDDEN);
    }
  });
});

describe('a blog’s people', () => {
  it('followers: users with name, following, url, updated; total_users', async () => {
    const res = (await apiGet(t, '/v2/blog/writer/followers', { token: writer.token })).body.response;
    expect(res).toEqual({
      total_users: 1,
      users: [{ name: 'fan', following: false, url: 'http://rookery.test/fan', updated: 0 }],
    });
    expect((await apiGet(t, '/v2/blog/writer/followers', { token: fan.token })).status).toBe(403);
    expect((await apiGet(t, '/v2/blog/writer/followers', key())).status).toBe(401);
  });

  it('following and followed_by', async () => {
    const following = (await apiGet(t, '/v2/blog/fan/following', { token: fan.token })).body.response;
    expect(following.total_blogs).toBe(1);
    expect(following.blogs).toEqual([
      {
        name: 'writer',
        title: expect.any(String),
        description: expect.any(String),
        url: 'http://rookery.test/writer',
        uuid: expect.stringMatching(/^t:/),
        updated: expect.any(Number),
      },
    ]);
    const by = await apiGet(t, '/v2/blog/writer/followed_by?query=fan', { token: writer.token });
    expect(by.body.response).toEqual({ followed_by: true });
    const not = await apiGet(t, '/v2/blog/writer/followed_by?query=pest', { token: writer.token });
    expect(not.body.response).toEqual({ followed_by: false });
    expect((await apiGet(t, '/v2/blog/writer/followed_by', { token: writer.token })).status).toBe(400);
  });

  it('blocks: blocked_tumblelogs, to the owner only', async () => {
    const res = (await apiGet(t, '/v2/blog/writer/blocks', { token: writer.token })).body.response;
    expect(res.blocked_tumblelogs).toEqual([
      expect.objectContaining({ name: 'pest', url: 'http://rookery.test/pest' }),
    ]);
    expect((await apiGet(t, '/v2/blog/writer/blocks', { token: fan.token })).status).toBe(403);
  });

  it('likes: refused as a blog that shares none, except to its owner', async () => {
    const res = await apiGet(t, '/v2/blog/fan/likes', key());
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    const own = (await apiGet(t, '/v2/blog/fan/likes', { token: fan.token })).body.response;
    expect(own.liked_count).toBe(1);
    expect(own.liked_posts).toEqual([
      expect.objectContaining({ id_string: posts.first, liked: true, liked_timestamp: expect.any(Number) }),
    ]);
  });
});

describe('avatar', () => {
  it('redirects to the avatar of the size asked, 64 by default, avatar_url in the body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v2/blog/writer/avatar' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toMatch(/\/avatar\/writer\/64/);
    expect(res.json()).toEqual({
      meta: { status: 302, msg: 'Found' },
      response: { avatar_url: res.headers.location },
    });
    const big = await t.app.inject({ method: 'GET', url: '/v2/blog/writer/avatar/512' });
    expect(big.headers.location).toMatch(/\/avatar\/writer\/512/);
    expect((await t.app.inject({ method: 'GET', url: '/v2/blog/writer/avatar/65' })).statusCode).toBe(400);
  });
});

describe('notes', () => {
  it('lists a post’s notes by mode, with totals and next link', async () => {
    const all = (await apiGet(t, `/v2/blog/writer/notes?id=${posts.first}`, key())).body.response;
    expect(all.total_notes).toBe(2);
    expect(all.notes.map((n: { type: string }) => n.type)).toEqual(['reply', 'like', 'posted']);
    expect(all.notes[1]).toEqual({
      type: 'like',
      timestamp: expect.any(Number),
      blog_name: 'fan',
      blog_uuid: expect.stringMatching(/^t:/),
      blog_url: 'http://rookery.test/fan',
      followed: false,
      avatar_shape: 'circle',
    });
    const likes = (await apiGet(t, `/v2/blog/writer/notes?id=${posts.first}&mode=likes`, key())).body
      .response;
    expect(likes.notes.map((n: { type: string }) => n.type)).toEqual(['like']);
    const talk = (await apiGet(t, `/v2/blog/writer/notes?id=${posts.first}&mode=conversation`, key())).body
      .response;
    expect(talk).toMatchObject({ total_likes: 1, total_reblogs: 0 });
    expect(talk.notes[0]).toMatchObject({ type: 'reply', reply_text: 'Lovely' });
    expect(talk.rollup_notes.map((n: { type: string }) => n.type)).toEqual(['like']);
    expect((await apiGet(t, `/v2/blog/writer/notes?id=${posts.draft}`, key())).status).toBe(404);
    expect((await apiGet(t, '/v2/blog/writer/notes', key())).status).toBe(400);
  });
});

describe('notifications', () => {
  it('maps the blog’s activity to the documented types', async () => {
    const res = (await apiGet(t, '/v2/blog/writer/notifications', { token: writer.token })).body.response;
    const types = res.notifications.map((n: { type: string }) => n.type);
    expect(types).toEqual(expect.arrayContaining(['like', 'follow', 'reply']));
    const like = res.notifications.find((n: { type: string }) => n.type === 'like');
    expect(like).toMatchObject({
      id: expect.any(String),
      timestamp: expect.any(Number),
      unread: true,
      target_post_id: posts.first,
      from_tumblelog_name: 'fan',
    });
    const onlyLikes = await apiGet(t, '/v2/blog/writer/notifications?types[0]=like', { token: writer.token });
    expect(onlyLikes.body.response.notifications.map((n: { type: string }) => n.type)).toEqual(['like']);
    const omitted = await apiGet(t, `/v2/blog/writer/notifications?omit_post_ids[0]=${posts.first}`, {
      token: writer.token,
    });
    expect(omitted.body.response.notifications.map((n: { type: string }) => n.type)).toEqual(['follow']);
    expect((await apiGet(t, '/v2/blog/writer/notifications', { token: fan.token })).status).toBe(403);
  });
});

describe('the user', () => {
  it('dashboard: followed blogs’ posts and their own, by offset', async () => {
    const dash = (await apiGet(t, '/v2/user/dashboard', { token: fan.token })).body.response;
    expect(idsOf(dash.posts)).toEqual([posts.second, posts.first]);
    expect(dash.blog).toBeUndefined();
    const second = (await apiGet(t, '/v2/user/dashboard?offset=1&npf=true', { token: fan.token })).body
      .response;
    expect(second.posts).toEqual([expect.objectContaining({ id_string: posts.first, type: 'blocks' })]);
    const since = (await apiGet(t, `/v2/user/dashboard?since_id=${posts.first}`, { token: fan.token })).body
      .response;
    expect(idsOf(since.posts)).toEqual([posts.second]);
    const texts = (await apiGet(t, '/v2/user/dashboard?type=text&limit=1', { token: fan.token })).body
      .response;
    expect(idsOf(texts.posts)).toEqual([posts.second]);
    expect(
      (await apiGet(t, '/v2/user/dashboard?type=photo', { token: fan.token })).body.response.posts,
    ).toEqual([]);
    expect((await apiGet(t, '/v2/user/dashboard', key())).status).toBe(401);
  });

  it('likes: liked_posts, liked_count; one of offset, before, after', async () => {
    const likes = (await apiGet(t, '/v2/user/likes', { token: fan.token })).body.response;
    expect(likes.liked_count).toBe(1);
    expect(idsOf(likes.liked_posts)).toEqual([posts.first]);
    const before = await apiGet(t, '/v2/user/likes?before=1', { token: fan.token });
    expect(before.body.response.liked_posts).toEqual([]);
    expect((await apiGet(t, '/v2/user/likes?before=1&after=1', { token: fan.token })).status).toBe(400);
    expect((await apiGet(t, '/v2/user/likes?offset=1001', { token: fan.token })).status).toBe(400);
  });

  it('following: blogs and total_blogs', async () => {
    const res = (await apiGet(t, '/v2/user/following', { token: fan.token })).body.response;
    expect(res).toEqual({ total_blogs: 1, blogs: [expect.objectContaining({ name: 'writer' })] });
  });

  it('limits: posts and follows from Rookery’s limits', async () => {
    // Tests' addresses skip the abuse limits: the follow's budget is spent as a follow would.
    const user = await t.deps.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'fan@example.com')
      .executeTakeFirstOrThrow();
    await take(t.deps.db, [{ key: `follow:account:${user.id}`, rate: ACTION_RATES.follow.account }]);
    const res = (await apiGet(t, '/v2/user/limits', { token: fan.token })).body.response;
    expect(res.user.follows).toEqual({
      description: expect.any(String),
      limit: 200,
      remaining: 199,
      reset_at: expect.any(Number),
    });
    expect(res.user.posts).toMatchObject({ limit: 60, remaining: 60 });
  });
});

describe('/tagged', () => {
  it('is a bare array of public posts with the tag', async () => {
    const res = await apiGet(t, '/v2/tagged?tag=cats', key());
    expect(idsOf(res.body.response)).toEqual([posts.second, posts.first]);
    const npf = await apiGet(t, '/v2/tagged?tag=dogs&npf=true', key());
    expect(npf.body.response).toEqual([expect.objectContaining({ id_string: posts.second, type: 'blocks' })]);
    expect((await apiGet(t, '/v2/tagged', key())).status).toBe(400);
    expect((await apiGet(t, '/v2/tagged?tag=cats', {})).status).toBe(401);
  });
});

// Last, as it adds to the dashboards, notes and activity the tests above read.
describe('a reblog', () => {
  it('shows in the notes with its post and parent, in the activity with its words, and with reblog_info', async () => {
    const reblogKey = await reblogKeyOf(t.deps.db, posts.second);
    const saved = await reblogPost(fan.person, 'fan', posts.second, reblogKey, { body: '<p>So true</p>' });
    expect(saved.status).toBe(200);
    const reblogId = saved.body.response.post.id;
    const notes = (await apiGet(t, `/v2/blog/writer/notes?id=${posts.second}&mode=reblogs_with_tags`, key()))
      .body.response;
    expect(notes.notes).toEqual([
      expect.objectContaining({
        type: 'reblog',
        blog_name: 'fan',
        post_id: reblogId,
        reblog_parent_blog_name: 'writer',
        tags: [],
      }),
    ]);
    const activity = (
      await apiGet(t, '/v2/blog/writer/notifications?types[0]=reblog_with_content', {
        token: writer.token,
      })
    ).body.response;
    expect(activity.notifications).toEqual([
      expect.objectContaining({
        type: 'reblog_with_content',
        target_post_id: posts.second,
        from_tumblelog_name: 'fan',
        added_text: expect.stringContaining('So true'),
      }),
    ]);
    const [reblog] = (await apiGet(t, `/v2/blog/fan/posts?id=${reblogId}&reblog_info=true`, key())).body
      .response.posts;
    expect(reblog).toMatchObject({
      reblogged_from_id: posts.second,
      reblogged_from_name: 'writer',
      reblogged_root_id: posts.second,
      reblogged_root_name: 'writer',
      parent_post_url: expect.stringContaining(`/writer/post/${posts.second}`),
    });
  });
});
