import type { PostFetchResponse, PostListResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/test-app.js';
import { solidJpeg } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { reblogKeyOf, reblogPost, savePostForm, textPost } from './test-posts.js';

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
});
afterAll(() => t.close());

async function openReblog(client: TestClient, id: string, key: string) {
  return client.post<PostFetchResponse>('/svc/post/fetch', { reblog_id: id, reblog_key: key });
}

const reblog = reblogPost;

const fetchOwn = (client: TestClient, id: string) =>
  client.post<PostFetchResponse>('/svc/post/fetch', { post_id: id });

const keyOf = (id: string) => reblogKeyOf(t.deps.db, id);

describe('reblogs', () => {
  it('opens the parent for reblogging: its words in the trail, the comment field empty', async () => {
    const root = await textPost(alice, { title: 'Root title', body: '<p>Root words</p>', tags: ['mine'] });
    const res = await openReblog(bob, root, await keyOf(root));
    expect(res.body.response.post).toMatchObject({
      id: root,
      reblog_id: root,
      reblog_blog_name: 'alice',
      title: 'Root title',
      body: '',
      tags: '',
      trail: [{ blog_name: 'alice', post_id: root, content: '<p>Root words</p>', is_root: true }],
      can_reblog_as: ['bob'],
    });
  });

  it('chains the trail, credits the root and links the parent', async () => {
    const root = await textPost(alice, { title: 'Root title', body: '<p>Root words</p>' });
    const first = await reblog(bob, 'bob', root, await keyOf(root), { body: '<p>Bob says</p>' });
    expect(first.status, first.raw).toBe(200);
    expect(first.body.response.post).toMatchObject({ is_reblog: true, is_edit: false });
    expect(first.body.response.post_tumblelog.name).toBe('bob');
    const firstId = first.body.response.post.id;

    const second = await reblog(carol, 'carol', firstId, await keyOf(firstId), { body: '<p>Carol adds</p>' });
    expect(second.status, second.raw).toBe(200);
    const secondId = second.body.response.post.id;
    const row = await t.deps.db
      .selectFrom('posts')
      .selectAll()
      .where('id', '=', secondId)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      is_reblog: true,
      parent_post_id: firstId,
      root_post_id: root,
      one: 'Root title',
      two: '<p>Carol adds</p>',
    });
    expect(row.trail).toEqual([
      { blog_name: 'alice', post_id: root, content: '<p>Root words</p>', is_root: true },
      { blog_name: 'bob', post_id: firstId, content: '<p>Bob says</p>', is_root: false },
    ]);

    const list = await carol.get<PostListResponse>('/svc/blog/carol/posts');
    expect(list.body.response.posts[0]).toMatchObject({
      id: secondId,
      is_reblog: true,
      reblogged_from_name: 'bob',
      reblogged_root_name: 'alice',
      parent_post_id: firstId,
      root_post_id: root,
    });
  });

  it('needs no comment under a tree, but does once the tree is removed', async () => {
    const root = await textPost(alice, { title: '', body: '<p>Only words</p>' });
    const key = await keyOf(root);
    const silent = await reblog(bob, 'bob', root, key, {});
    expect(silent.status, silent.raw).toBe(200);
    const removed = await reblog(bob, 'bob', root, key, { removeReblogTree: true });
    expect(removed.status).toBe(400);
    expect(removed.body.errors[0]?.detail).toBe('Post body empty.');
  });

  it('copies the photos of a photo post; the reblogger writes only the caption', async () => {
    const upload = await sendUpload(t, alice, {
      data: await solidJpeg(20, 20),
      name: 'a.jpg',
      type: 'image/jpeg',
    });
    const photo = await savePostForm(alice, 'photo', {
      caption: 'Alice caption',
      photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
    });
    const id = photo.body.response.post.id;
    const res = await reblog(bob, 'bob', id, await keyOf(id), { caption: 'Bob caption' });
    expect(res.status, res.raw).toBe(200);
    const post = (await fetchOwn(bob, res.body.response.post.id)).body.response.post;
    expect(post.photos.map((p) => p.url)).toEqual([upload.body.response.url]);
    expect(post.caption).toBe('<p>Bob caption</p>');
    expect(post.trail.map((s) => s.content)).toEqual(['<p>Alice caption</p>']);

    const edit = await savePostForm(
      bob,
      'photo',
      {
        postId: post.id,
        caption: 'Bob again',
        photos: [{ id: 'o1', preuploadUrl: '/media/not-bobs.jpg' }],
      },
      'edit',
    );
    expect(edit.status, edit.raw).toBe(200);
    const edited = (await fetchOwn(bob, post.id)).body.response.post;
    expect([edited.caption, edited.photos[0]?.url]).toEqual(['<p>Bob again</p>', upload.body.response.url]);
  });

  it('refuses a wrong key, a hidden post and a post that cannot be reblogged', async () => {
    const root = await textPost(alice);
    expect((await openReblog(bob, root, 'wrong')).status).toBe(404);
    const wrong = await savePostForm(
      bob,
      'text',
      { reblog_id: root, reblog_key: 'wrong', body: 'x' },
      'reblog',
    );
    expect(wrong.status).toBe(404);

    const draft = await textPost(alice, { state: 'draft' });
    expect((await openReblog(bob, draft, await keyOf(draft))).status).toBe(404);

    const closed = await textPost(alice, { canBeReblogged: false });
    const res = await openReblog(bob, closed, await keyOf(closed));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe('This post cannot be reblogged.');
    const save = await savePostForm(
      bob,
      'text',
      { reblog_id: closed, reblog_key: await keyOf(closed), body: 'x' },
      'reblog',
    );
    expect(save.status).toBe(403);
  });

  it('gives every post its own reblog key', async () => {
    const a = await textPost(alice);
    const b = await textPost(alice);
    expect(await keyOf(a)).not.toBe(await keyOf(b));
    expect((await keyOf(a)).length).toBeGreaterThanOrEqual(8);
  });
});
