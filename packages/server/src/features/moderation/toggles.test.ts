import { BLOG_TOGGLES, type PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { account, type MessagingAccount, messagesUrl, sendText } from '../messaging/test-messaging.js';
import { textPost } from '../posts/test-posts.js';

let t: TestApp;
let mod: TestClient;
let ann: MessagingAccount;
let ben: MessagingAccount;
let benPost: string;

beforeAll(async () => {
  t = await createTestApp();
  // The install's first account is its admin (grant-role.ts).
  mod = (await account(t, 'mod')).client;
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  benPost = await textPost(ben.client, { title: 'Ben writes' });
});
afterAll(() => t.close());

const toggle = (client: TestClient, name: string, tumblelog: string, options = {}) =>
  client.post(`/${name}/toggle`, { tumblelog, reason: 'test' }, options);
const flag = async (name: string) =>
  await t.deps.db.selectFrom('blogs').selectAll().where('name', '=', name).executeTakeFirstOrThrow();
const annSees = async (url: string) => (await ann.client.get(url)).status;
const suggested = async () =>
  ((await t.client().get('/svc/blogs/suggested?limit=10')).body.response.blogs as { name: string }[]).map(
    (b) => b.name,
  );
const found = async (q: string) =>
  ((await ann.client.get(`/svc/search/typeahead?q=${q}`)).body.response.blogs as { name: string }[]).map(
    (b) => b.name,
  );
const permalink = () => `/svc/blog/ben/post/${benPost}`;

describe('the blog toggles', () => {
  it('are for moderators only: 403 for members, 401 for visitors, 403 without the form key', async () => {
    for (const name of BLOG_TOGGLES) {
      expect((await toggle(ann.client, name, 'ben')).status).toBe(403);
      expect((await toggle(await t.client().start(), name, 'ben')).status).toBe(401);
      expect((await toggle(mod, name, 'ben', { formKey: null })).status).toBe(403);
    }
    const blog = await flag('ben');
    expect([blog.is_spam, blog.is_nsfw, blog.is_adult, blog.is_uniblocked, blog.is_suspended]).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('refuses an unknown blog (404) and a missing one (400)', async () => {
    expect((await toggle(mod, 'spam', 'nobody-here')).status).toBe(404);
    expect((await mod.post('/spam/toggle', {})).status).toBe(400);
  });

  it('flip their flag each time and write who, what and why in the moderation log', async () => {
    for (const name of ['nsfw', 'adult'] as const) {
      const on = await toggle(mod, name, 'ben');
      expect(on.status).toBe(200);
      expect(on.body.response).toMatchObject({ tumblelog: 'ben', toggle: name, on: true });
      expect((await toggle(mod, name, 'ben')).body.response.on).toBe(false);
    }
    const log = await t.deps.db
      .selectFrom('moderation_log')
      .select(['action', 'target_type', 'target_id', 'reason', 'moderator_user_id'])
      .where('target_type', '=', 'blog')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['nsfw_on', 'nsfw_off', 'adult_on', 'adult_off']);
    expect(log[0]).toMatchObject({ target_id: ben.blog.id, reason: 'test' });
    expect(log[0]!.moderator_user_id).not.toBeNull();
  });
});

describe('spam', () => {
  it("hides the blog's posts and messages from others and sends its new conversations to spam; off restores them", async () => {
    expect((await sendText(ben, ann, 'hello before')).status).toBe(200);
    expect((await toggle(mod, 'spam', 'ben')).body.response.on).toBe(true);
    expect(await annSees(permalink())).toBe(404);
    expect(
      ((await ann.client.get<PostListResponse>('/svc/blog/ben/posts')).body.response.posts ?? []).length,
    ).toBe(0);
    expect((await ben.client.get(permalink())).status).toBe(200);
    const exported = await ben.client.get('/svc/blog/ben/export');
    expect(exported.status).toBe(200);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="ben.json"');
    const data = JSON.parse(exported.raw) as { blog: { name: string }; posts: { id: string }[] };
    expect(data.blog.name).toBe('ben');
    expect(data.posts.map((p) => p.id)).toContain(benPost);
    expect((await ann.client.get('/svc/blog/ben/export')).status).toBe(403);
    const annView = await ann.client.get(messagesUrl(ann, { participants: ben.blog.uuid }));
    expect(annView.body.response.messages.data).toHaveLength(0);
    const annInbox = await ann.client.get(`/svc/conversations?participant=${ann.blog.uuid}`);
    expect(annInbox.body.response.conversations[0].last_message).toBeNull();

    const cat = await account(t, 'cat');
    expect((await sendText(ben, cat, 'buy now')).status).toBe(200);
    const row = await t.deps.db
      .selectFrom('conversation_participants')
      .select('is_possible_spam')
      .where('blog_id', '=', cat.blog.id)
      .executeTakeFirstOrThrow();
    expect(row.is_possible_spam).toBe(true);

    // Nor does it notify anyone: a follow of ann makes no activity item while it is spam.
    expect((await ben.client.post('/svc/follow', { tumblelog: 'ann' })).status).toBe(200);
    const told = await t.deps.db
      .selectFrom('activity')
      .select('kind')
      .where('blog_id', '=', ann.blog.id)
      .execute();
    expect(told.map((a) => a.kind)).not.toContain('follow');

    expect((await toggle(mod, 'spam', 'ben')).body.response.on).toBe(false);
    expect(await annSees(permalink())).toBe(200);
    const again = await ann.client.get(messagesUrl(ann, { participants: ben.blog.uuid }));
    expect(again.body.response.messages.data.length).toBeGreaterThan(0);
  });
});

describe('uniblock', () => {
  it('makes every blog block it: its posts are gone, nobody follows or messages it; off restores', async () => {
    expect((await toggle(mod, 'uniblock', 'ben')).body.response.on).toBe(true);
    expect(await annSees(permalink())).toBe(404);
    expect((await ann.client.post('/svc/follow', { tumblelog: 'ben' })).status).toBe(403);
    expect((await sendText(ann, ben, 'hi')).status).toBe(403);
    expect(await suggested()).not.toContain('ben');
    expect(await found('ben')).not.toContain('ben');
    expect((await toggle(mod, 'uniblock', 'ben')).body.response.on).toBe(false);
    expect(await suggested()).toContain('ben');
    expect(await found('ben')).toContain('ben');
    expect(await annSees(permalink())).toBe(200);
    expect((await sendText(ann, ben, 'hi again')).status).toBe(200);
  });
});

describe('suspended', () => {
  it('takes the blog down for others, keeps it for its owner, and ends the sessions of a one-blog account', async () => {
    expect((await toggle(mod, 'suspended', 'ben')).body.response.on).toBe(true);
    expect(await annSees('/svc/data/tumblelog?tumblelog=ben')).toBe(404);
    expect(await annSees(permalink())).toBe(404);
    expect(await annSees('/svc/blog/ben/posts')).toBe(404);
    expect((await t.client().get('/svc/data/tumblelog?tumblelog=ben')).status).toBe(404);
    // Ben's only blog: signed out everywhere; signing in again, he still reads his own.
    expect((await ben.client.get('/svc/account/session')).body.response.user).toBeNull();
    expect((await ben.client.login('ben@example.com')).status).toBe(200);
    expect((await ben.client.get('/svc/data/tumblelog?tumblelog=ben')).status).toBe(200);
    expect((await ben.client.get(permalink())).status).toBe(200);

    expect((await toggle(mod, 'suspended', 'ben')).body.response.on).toBe(false);
    expect(await annSees('/svc/data/tumblelog?tumblelog=ben')).toBe(200);
    expect(await annSees(permalink())).toBe(200);
  });

  it("keeps the owner's sessions when the account has another blog", async () => {
    expect((await ann.client.post('/svc/blog/create', { name: 'ann-two' })).status).toBe(200);
    expect((await toggle(mod, 'suspended', 'ann-two')).body.response.on).toBe(true);
    expect((await ann.client.get('/svc/account/session')).body.response.user).not.toBeNull();
    expect((await t.client().get('/svc/data/tumblelog?tumblelog=ann-two')).status).toBe(404);
    expect((await toggle(mod, 'suspended', 'ann-two')).body.response.on).toBe(false);
  });
});
