import type { ConversationMessagesResponse, PostForm } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { solidPng, twoFrameGif } from '../media/test-files.js';
import { sendUpload } from '../media/test-upload.js';
import { savePostForm } from '../posts/test-posts.js';
import {
  account,
  follow,
  type MessagingAccount,
  messagesUrl,
  postForm,
  sendImage,
} from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let cat: MessagingAccount;
const ids = {} as Record<'gif' | 'png' | 'draft' | 'cats', string>;

async function photoPost(from: MessagingAccount, data: Buffer, name: string, fields: Partial<PostForm> = {}) {
  const upload = await sendUpload(t, from.client, { data, name, kind: 'image' });
  expect(upload.status, upload.raw).toBe(200);
  const res = await savePostForm(from.client, 'photo', {
    photos: [{ id: 'o1', preuploadUrl: upload.body.response.url }],
    ...fields,
  });
  expect(res.status, res.raw).toBe(200);
  return res.body.response.post.id;
}

/** A GIF picked from GIF search, sent as the messaging compose sends it (document 3 §3, §5). */
const sendGif = (from: MessagingAccount, to: MessagingAccount, post: Record<string, string>) =>
  postForm<ConversationMessagesResponse>(from.client, '/svc/conversations/messages', {
    type: 'IMAGE',
    participant: from.blog.uuid,
    participants: to.blog.uuid,
    context: 'messaging-gif',
    ...Object.fromEntries(Object.entries(post).map(([k, v]) => [`post[${k}]`, v])),
  });

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  cat = await account(t, 'cat');
  await follow(t, ben, ann);
  ids.gif = await photoPost(cat, await twoFrameGif(500, 400), 'loop.gif', { tags: ['dance'] });
  ids.png = await photoPost(cat, await solidPng(300, 200), 'still.png');
  ids.draft = await photoPost(cat, await twoFrameGif(300, 200), 'draft.gif', { state: 'draft' });
  ids.cats = await photoPost(ann, await twoFrameGif(300, 200), 'mine.gif', { state: 'private' });
}, 60_000);
afterAll(() => t.close());

describe('a GIF sent from GIF search', () => {
  it('is an IMAGE message of the post’s GIF, naming the post, with its 250-px copy', async () => {
    const res = await sendGif(ann, ben, { id: ids.gif, blog: cat.blog.uuid });
    expect(res.status, res.raw).toBe(200);
    const sent = res.body.response.messages.data[0]!;
    expect(sent).toMatchObject({ type: 'IMAGE', context: 'messaging-gif', content: null });
    expect(sent.image?.original_size).toMatchObject({ width: 500, height: 400 });
    expect(sent.image?.alt_sizes.map((s) => [s.width, s.height])).toEqual([
      [500, 400],
      [250, 200],
    ]);
    expect(sent.image?.original_size.url).toMatch(/^\/media\/uploads\/image\/.+\.gif$/);
    expect(sent.post).toMatchObject({ id: ids.gif, state: 'available', blog_name: 'cat', type: 'photo' });
    // No copy: the message points at the post's upload.
    const row = await t.deps.db
      .selectFrom('messages')
      .select(['media_id', 'post_id'])
      .where('id', '=', sent.ts)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ media_id: null, post_id: ids.gif });
  });

  it('reaches the recipient as the image with its source post', async () => {
    const inbox = await ben.client.get<ConversationMessagesResponse>(
      messagesUrl(ben, { participants: ann.blog.uuid }),
    );
    expect(inbox.status, inbox.raw).toBe(200);
    const [gif] = inbox.body.response.messages.data.filter((m) => m.type === 'IMAGE');
    expect(gif?.image?.alt_sizes).toHaveLength(2);
    expect(gif?.post).toMatchObject({ id: ids.gif, post_url: `/cat/post/${ids.gif}` });
  });

  it('is found by the post’s blog name as well as its uuid, and not under another blog', async () => {
    expect((await sendGif(ann, ben, { id: ids.gif, blog: 'cat' })).status).toBe(200);
    const wrong = await sendGif(ann, ben, { id: ids.gif, blog: ben.blog.uuid });
    expect(wrong.status).toBe(404);
  });

  it('must be a published, public GIF post: 404 for a draft or a private post, 400 for a PNG', async () => {
    expect((await sendGif(ann, ben, { id: ids.draft, blog: 'cat' })).status).toBe(404);
    expect((await sendGif(ann, ben, { id: ids.cats, blog: 'ann' })).status).toBe(404);
    const png = await sendGif(ann, ben, { id: ids.png, blog: 'cat' });
    expect(png.status).toBe(400);
    expect(png.body.errors[0]).toMatchObject({ field: 'post', detail: 'That post has no GIF to send.' });
  });

  it('is refused when the post’s blog and the sender block each other', async () => {
    const block = await cat.client.post('/svc/block/add', { tumblelog: 'cat', blocked_tumblelog: 'ann' });
    expect(block.status, block.raw).toBe(200);
    try {
      expect((await sendGif(ann, ben, { id: ids.gif, blog: 'cat' })).status).toBe(404);
    } finally {
      await cat.client.post('/svc/block/remove', { tumblelog: 'cat', blocked_tumblelog: 'ann' });
    }
  });

  it('sends a file or names a post, not both', async () => {
    const both = await sendImage(
      t,
      ann,
      { participants: ben.blog.uuid, 'post[id]': ids.gif, 'post[blog]': 'cat' },
      { data: await solidPng(20, 20), name: 'a.png', type: 'image/png' },
    );
    expect(both.status).toBe(400);
    expect(both.body.errors[0]?.detail).toBe('Send an image file or name a GIF post, not both.');
  });
});
