import { MAX_BLOGS_PER_USER, messages } from '@rookery/core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';

let t: TestApp;
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner-main');
  stranger = t.client();
  await stranger.register('stranger@example.com', 'stranger');
});
afterAll(() => t.close());

const blogRow = (name: string) =>
  t.deps.db.selectFrom('blogs').selectAll().where('name', '=', name).executeTakeFirst();

describe('creating blogs', () => {
  it('creates a second blog with a generated avatar', async () => {
    const res = await owner.post('/svc/blog/create', { name: 'Owner-Second', title: 'Second thoughts' });
    expect(res.status).toBe(200);
    expect(res.body.response.blog).toMatchObject({
      name: 'owner-second',
      title: 'Second thoughts',
      is_primary: false,
    });
    expect(res.body.response.user.channels.map((c: { name: string }) => c.name)).toEqual([
      'owner-main',
      'owner-second',
    ]);
    const avatar = await t.app.inject({ url: '/avatar/owner-second/64' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ width: 64, height: 64, format: 'png' });
  });

  it('serves avatars at the spec size steps', async () => {
    const avatar = await t.app.inject({ url: '/avatar/owner-main/50' });
    expect((await sharp(avatar.rawPayload).metadata()).width).toBe(64);
    const big = await t.app.inject({ url: '/avatar/owner-main/9000' });
    expect((await sharp(big.rawPayload).metadata()).width).toBe(512);
  });

  it('serves the 128 default without a size (spec document 1 §9)', async () => {
    const avatar = await t.app.inject({ url: '/avatar/owner-main' });
    expect(avatar.statusCode).toBe(200);
    expect(avatar.headers['content-type']).toBe('image/png');
    expect(await sharp(avatar.rawPayload).metadata()).toMatchObject({ width: 128, height: 128 });
    expect((await t.app.inject({ url: '/avatar/nobody-here' })).statusCode).toBe(404);
  });

  it.each([
    ['owner-main', 409, messages.blogNameTaken],
    ['explore', 400, messages.blogNameReserved],
    ['x', 400, messages.blogNameLength],
    ['bad!name', 400, messages.blogNameChars],
  ])('refuses the name %j', async (name, status, detail) => {
    const before = (await owner.get('/svc/account/session')).body.response.user.channels;
    const res = await owner.post('/svc/blog/create', { name });
    expect(res.status).toBe(status);
    expect(res.body.errors[0]?.detail).toBe(detail);
    expect((await owner.get('/svc/account/session')).body.response.user.channels).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const visitor = await t.client().start();
    const res = await visitor.post('/svc/blog/create', { name: 'visitor-blog' });
    expect(res.status).toBe(401);
    expect(await blogRow('visitor-blog')).toBeUndefined();
  });

  it(`stops at ${MAX_BLOGS_PER_USER} blogs per user`, async () => {
    const c = t.client();
    await c.register('collector@example.com', 'collector-0');
    for (let i = 1; i < MAX_BLOGS_PER_USER; i++) {
      expect((await c.post('/svc/blog/create', { name: `collector-${i}` })).status).toBe(200);
    }
    const res = await c.post('/svc/blog/create', { name: 'collector-extra' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.detail).toBe(messages.blogLimit);
  });
});

describe('switching blogs', () => {
  it('sets the current blog and the primary blog', async () => {
    const current = await owner.post('/svc/account/current_blog', { tumblelog: 'owner-second' });
    expect(current.status).toBe(200);
    const channels = current.body.response.user.channels;
    expect(channels.find((c: { is_current: boolean }) => c.is_current).name).toBe('owner-second');
    expect((await owner.get('/svc/account/session')).body.response.user.channels[1].is_current).toBe(true);

    const primary = await owner.post('/svc/account/primary_blog', { tumblelog: 'owner-second' });
    expect(primary.body.response.user).toMatchObject({ name: 'owner-second', primary: 'owner-second' });
    await owner.post('/svc/account/primary_blog', { tumblelog: 'owner-main' });
  });

  it("refuses someone else's blog and changes nothing", async () => {
    for (const url of ['/svc/account/current_blog', '/svc/account/primary_blog']) {
      const res = await stranger.post(url, { tumblelog: 'owner-main' });
      expect(res.status).toBe(403);
    }
    const session = await stranger.get('/svc/account/session');
    expect(session.body.response.user.primary).toBe('stranger');
    expect(session.body.response.user.channels).toHaveLength(1);
  });
});

describe('blog settings', () => {
  it('updates title, description, theme, ask and messaging settings', async () => {
    const res = await owner.post('/svc/blog/owner-main/settings', {
      title: '  Main Street ',
      description: 'All about the main street.',
      global_theme_params: { background_color: '#112233', title_font: 'Baskerville', avatar_shape: 'square' },
      asks: false,
      anonymous_asks: 'on',
      can_receive_messages: '0',
      messages_from_followed_only: true,
    });
    expect(res.status).toBe(200);
    const blog = res.body.response.blog;
    expect(blog).toMatchObject({
      title: 'Main Street',
      description: '<p>All about the main street.</p>',
      asks: false,
      anonymous_asks: true,
      can_receive_messages: false,
      messages_from_followed_only: true,
    });
    expect(blog.global_theme_params).toMatchObject({
      background_color: '#112233',
      title_font: 'Baskerville',
      avatar_shape: 'square',
      link_color: '#2D72A8',
    });
    const again = await owner.post('/svc/blog/owner-main/settings', {
      global_theme_params: { link_color: '#abc' },
    });
    expect(again.body.response.blog.global_theme_params).toMatchObject({
      background_color: '#112233',
      link_color: '#abc',
    });
  });

  it('refuses bad values and changes nothing', async () => {
    const before = await blogRow('owner-main');
    for (const body of [
      { global_theme_params: { background_color: 'red' } },
      { global_theme_params: { title_font: 'Comic Sans' } },
      { title: 'x'.repeat(200) },
      { global_theme_params: { header_image: 'https://evil.example/x.png' } },
      { owner: 'someone' },
    ]) {
      const res = await owner.post('/svc/blog/owner-main/settings', body);
      expect(res.status).toBe(400);
    }
    expect(await blogRow('owner-main')).toEqual(before);
  });

  it("refuses to change someone else's blog and changes nothing", async () => {
    const before = await blogRow('owner-main');
    const res = await stranger.post('/svc/blog/owner-main/settings', { title: 'Hijacked' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe(messages.forbiddenBlog);
    expect(await blogRow('owner-main')).toEqual(before);
  });

  it('answers 404 for a blog that does not exist', async () => {
    expect((await owner.post('/svc/blog/no-such-blog/settings', { title: 'x' })).status).toBe(404);
  });
});

describe('POST /settings/save', () => {
  it('saves the share switches from a form post', async () => {
    const res = await owner.post('/settings/save', undefined, {
      form: 'tumblelog_name_or_id=owner-main&page=tumblelog&tumblelog%5Btwitter_send_posts%5D=on&tumblelog%5Bfacebook_opengraph_send_posts%5D=off',
    });
    expect(res.status).toBe(200);
    expect(res.body.response.blog).toMatchObject({
      twitter_send_posts: true,
      facebook_opengraph_send_posts: false,
    });
    const row = await blogRow('owner-main');
    expect(row?.twitter_send_posts).toBe(true);
  });

  it("refuses someone else's blog", async () => {
    const res = await stranger.post('/settings/save', undefined, {
      form: 'tumblelog_name_or_id=owner-main&page=tumblelog&tumblelog%5Btwitter_send_posts%5D=off',
    });
    expect(res.status).toBe(403);
    expect((await blogRow('owner-main'))?.twitter_send_posts).toBe(true);
  });
});

describe('GET /svc/data/tumblelog', () => {
  it('answers the blog data in response', async () => {
    const res = await stranger.get('/svc/data/tumblelog?tumblelog=owner-main');
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      name: 'owner-main',
      title: 'Main Street',
      url: '/owner-main',
      following: false,
      can_subscribe: false,
      avatar_url: '/avatar/owner-main/128?v=1',
    });
    expect(res.body.response.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.response).not.toHaveProperty('messages_from_followed_only');
    expect(res.body.response).not.toHaveProperty('twitter_send_posts');
  });

  it('adds member data only for the owner', async () => {
    const own = await owner.get('/svc/data/tumblelog?tumblelog=owner-main&include_member_data=1');
    expect(own.body.response).toMatchObject({
      is_primary: true,
      twitter_send_posts: true,
      followers_count: 0,
    });
    const other = await stranger.get('/svc/data/tumblelog?tumblelog=owner-main&include_member_data=1');
    expect(other.body.response).not.toHaveProperty('is_primary');
  });

  it('shows following from the viewer’s current blog', async () => {
    const blogs = await t.deps.db
      .selectFrom('blogs')
      .select(['id', 'name'])
      .where('name', 'in', ['stranger', 'owner-main'])
      .execute();
    const id = (n: string) => blogs.find((b) => b.name === n)!.id;
    await t.deps.db
      .insertInto('follows')
      .values({ follower_blog_id: id('stranger'), followed_blog_id: id('owner-main') })
      .execute();
    const res = await stranger.get('/svc/data/tumblelog?tumblelog=owner-main');
    expect(res.body.response).toMatchObject({ following: true, can_subscribe: true });
    expect((await stranger.get('/svc/account/session')).body.response.user.friend_count).toBe(1);
  });

  it('answers 404 for an unknown blog and 400 without a name', async () => {
    expect((await owner.get('/svc/data/tumblelog?tumblelog=nobody-here')).status).toBe(404);
    expect((await owner.get('/svc/data/tumblelog')).status).toBe(400);
  });
});
