import { type FormBuilderData, messages } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm, textPost } from './test-posts.js';

let t: TestApp;
let owner: TestClient;
let stranger: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  owner = t.client();
  await owner.register('owner@example.com', 'owner-main');
  await owner.post('/svc/blog/create', { name: 'owner-side' });
  stranger = t.client();
  await stranger.register('stranger@example.com', 'stranger');
});
afterAll(() => t.close());

const snapshot = () => t.deps.db.selectFrom('posts').selectAll().orderBy('id').execute();
const blogOf = async (id: string) =>
  (
    await t.deps.db
      .selectFrom('posts')
      .innerJoin('blogs', 'blogs.id', 'posts.blog_id')
      .select('blogs.name')
      .where('posts.id', '=', id)
      .executeTakeFirstOrThrow()
  ).name;

describe("someone else's blog", () => {
  it('cannot be posted to: 403 and nothing changes', async () => {
    const before = await snapshot();
    const res = await savePostForm(stranger, 'text', { tumblelog: 'owner-main', body: 'intruder' });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe(messages.forbiddenBlog);
    expect(await snapshot()).toEqual(before);
  });

  it('cannot have its posts edited, fetched for editing or deleted', async () => {
    const id = await textPost(owner, { title: 'Mine' });
    const before = await snapshot();
    const edit = await savePostForm(stranger, 'text', { postId: id, title: 'Theirs' }, 'edit');
    expect(edit.status).toBe(403);
    expect((await stranger.post('/svc/post/fetch', { post_id: id })).status).toBe(403);
    expect((await stranger.post('/svc/post/delete', { post_id: id })).status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("cannot have an owner's post moved into it on edit", async () => {
    const id = await textPost(owner);
    const res = await savePostForm(owner, 'text', { postId: id, tumblelog: 'stranger', body: 'x' }, 'edit');
    expect(res.status).toBe(403);
    expect(await blogOf(id)).toBe('owner-main');
  });

  it("refuses another user's uploads", async () => {
    const upload = await sendUpload(t, stranger, {
      data: await solidJpeg(10, 10),
      name: 's.jpg',
      type: 'image/jpeg',
    });
    const before = await snapshot();
    const res = await savePostForm(owner, 'photo', {
      photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe(messages.postMediaNotOwned);
    // An image elsewhere is fetched as the author's own upload (issue 17); one that cannot be had
    // refuses the post and changes nothing.
    const unknown = await savePostForm(owner, 'photo', {
      photos: [{ id: 'o1', preuploadUrl: 'https://elsewhere.invalid/x.jpg' }],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors[0]?.detail).toBe(messages.outsideUnreachable);
    expect(await snapshot()).toEqual(before);
  });
});

describe('ids that name no post', () => {
  it.each(['abc', '0', '99999999999999999999', '9223372036854775808'])(
    '%s is 404, never a 500',
    async (id) => {
      expect((await savePostForm(owner, 'text', { postId: id, body: 'x' }, 'edit')).status).toBe(404);
      expect(
        (await savePostForm(owner, 'text', { reblog_id: id, reblog_key: 'k', body: 'x' }, 'reblog')).status,
      ).toBe(404);
      expect((await owner.post('/svc/post/fetch', { post_id: id })).status).toBe(400);
      expect((await owner.get(`/svc/blog/owner-main/posts?before=${id}`)).status).toBe(400);
    },
  );
});

describe('form key and session', () => {
  it('refuses a save without the form key: 403 and nothing changes', async () => {
    const before = await snapshot();
    const res = await owner.post('/svc/post/update', { post: { type: 'text', two: 'x' } }, { formKey: null });
    expect(res.status).toBe(403);
    const wrong = await owner.post(
      '/svc/post/update',
      { post: { type: 'text', two: 'x' } },
      { formKey: 'wrong' },
    );
    expect(wrong.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it('needs a signed-in user', async () => {
    const visitor = await t.client().start();
    const res = await visitor.post('/svc/post/update', { post: { type: 'text', two: 'x' } });
    expect(res.status).toBe(401);
  });
});

describe('the target blog', () => {
  it('is the explicit channel, else the current blog, else the primary', async () => {
    expect(await blogOf(await textPost(owner, { tumblelog: 'owner-side' }))).toBe('owner-side');
    expect(await blogOf(await textPost(owner))).toBe('owner-main');
    expect((await owner.post('/svc/account/current_blog', { tumblelog: 'owner-side' })).status).toBe(200);
    expect(await blogOf(await textPost(owner))).toBe('owner-side');
    expect(await blogOf(await textPost(owner, { tumblelog: 'owner-main' }))).toBe('owner-main');
    await owner.post('/svc/account/current_blog', { tumblelog: 'owner-main' });
  });
});

describe('form builder data', () => {
  it("lists the user's blogs with their counts, limits, editor and language", async () => {
    const user = t.client();
    await user.register('builder@example.com', 'builder');
    await textPost(user);
    await textPost(user, { state: 'draft' });
    await textPost(user, { state: 'queued' });
    await textPost(user, { state: 'scheduled', publish_on: '2031-01-01T00:00:00Z' });
    const res = await user.post<FormBuilderData>('/svc/post/get_post_form_builder_data', {});
    expect(res.status).toBe(200);
    expect(res.body.response).toMatchObject({
      channels: [
        {
          name: 'builder',
          name_or_id: 'builder',
          is_primary: true,
          is_current: true,
          posts_count: 1,
          drafts_count: 1,
          queue_count: 1,
          scheduled_count: 1,
        },
      ],
      limits: { photos_per_post: 10, photo_caption_length: 200, tweet_length: 280, tweet_url_length: 29 },
      default_editor_type: 'rich',
      language: 'en_US',
    });
  });
});
