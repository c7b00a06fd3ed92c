import { type ConversationMessagesResponse, STICKERS } from '@rookery/core';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { textPost } from '../posts/test-posts.js';
import { account, follow, type MessagingAccount, messagesUrl, postForm, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await follow(t, ben, ann);
  conversationId = (await sendText(ann, ben, 'first')).body.response.id;
});
afterAll(() => t.close());

const send = (fields: Record<string, string>, from: MessagingAccount = ann) =>
  postForm<ConversationMessagesResponse>(from.client, '/svc/conversations/messages', {
    participant: from.blog.uuid,
    conversation_id: conversationId,
    ...fields,
  });

describe('message content', () => {
  it('trims text and refuses empty or over-long text', async () => {
    expect((await send({ type: 'TEXT', message: '   ' })).body.errors[0]).toMatchObject({
      field: 'message',
      detail: 'Write a message first.',
    });
    const long = await send({ type: 'TEXT', message: 'x'.repeat(4097) });
    expect(long.status).toBe(400);
    expect(long.body.errors[0]?.detail).toBe('Messages are at most 4096 characters.');
    const max = await send({ type: 'TEXT', message: ` ${'y'.repeat(4096)} ` });
    expect(max.status).toBe(200);
    expect(max.body.response.messages.data[0]!.content!.text).toHaveLength(4096);
  });

  it('accepts only the persisted fields', async () => {
    const res = await send({ type: 'TEXT', message: 'hi', isQueued: 'true' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ field: 'isQueued', detail: 'Unknown field: isQueued.' });
    expect((await send({ type: 'POLL', message: 'hi' })).body.errors[0]?.detail).toBe(
      'Unknown message type.',
    );
  });

  it('keeps the send context only when allowed (spec §5), and takes lower-case types', async () => {
    const kept = await send({ type: 'text', message: 'a', context: 'post-chrome:share' });
    expect(kept.body.response.messages.data[0]).toMatchObject({ type: 'TEXT', context: 'post-chrome:share' });
    const dropped = await send({ type: 'TEXT', message: 'b', context: 'inbox:typeahead' });
    expect(dropped.body.response.messages.data[0]!.context).toBeNull();
  });

  it('takes the spec §3 type names in any case: post is POSTREF', async () => {
    const postId = await textPost(ben.client, { title: 'Named post' });
    const sent = await send({ type: 'post', 'post[id]': postId, 'post[blog]': 'ben' });
    expect(sent.status, sent.raw).toBe(200);
    expect(sent.body.response.messages.data[0]).toMatchObject({ type: 'POSTREF', post: { id: postId } });
    const named = { type: 'PostRef', 'post[id]': postId, 'post[blog]': 'ben' };
    expect((await send(named)).body.response.messages.data[0]!.type).toBe('POSTREF');
    const sticker = await send({ type: 'Sticker', sticker_id: STICKERS[0].id });
    expect(sticker.body.response.messages.data[0]!.type).toBe('STICKER');
    expect((await send({ type: ' tExT ', message: 'c' })).body.response.messages.data[0]!.type).toBe('TEXT');
    expect((await send({ type: 'posts', message: 'd' })).body.errors[0]?.detail).toBe(
      'Unknown message type.',
    );
  });

  it('links addresses in the text; links to this site name the blog or the post', async () => {
    const res = await send({
      type: 'TEXT',
      message: 'See http://rookery.test/ben/post/42 and www.example.org, or http://rookery.test/ann!',
    });
    expect(res.body.response.messages.data[0]!.content!.formatting).toEqual([
      {
        type: 'link',
        position: [4, 35],
        attributes: { url: 'http://rookery.test/ben/post/42', blog_name: 'ben', post_id: '42' },
      },
      { type: 'link', position: [40, 55], attributes: { url: 'https://www.example.org' } },
      { type: 'link', position: [60, 83], attributes: { url: 'http://rookery.test/ann', blog_name: 'ann' } },
    ]);
  });

  it('sends stickers of the catalogue only', async () => {
    const res = await send({ type: 'STICKER', sticker_id: STICKERS[0].id });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.messages.data[0]!.sticker).toEqual({
      id: STICKERS[0].id,
      url: `/stickers/${STICKERS[0].id}.svg`,
      original_size_url: `/stickers/${STICKERS[0].id}.svg`,
      width: 200,
      height: 200,
    });
    expect((await send({ type: 'STICKER', sticker_id: 'nope' })).body.errors[0]?.detail).toBe(
      'Unknown sticker.',
    );
  });

  it('sends a post the sender can see, and shows it disabled once the recipient cannot', async () => {
    const postId = await textPost(ben.client, { title: 'Ben on birds', body: '<p>Rooks are clever.</p>' });
    const res = await send(
      { type: 'POSTREF', 'post[id]': postId, 'post[blog]': 'ben', context: 'post-chrome' },
      ann,
    );
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.messages.data[0]!.post).toMatchObject({
      id: postId,
      type: 'text',
      state: 'available',
      summary: 'Ben on birds',
      post_url: `/ben/post/${postId}`,
      blog_name: 'ben',
      blog: { name: 'ben', uuid: ben.blog.uuid },
    });
    // Ben makes it private: he still sees his own post, Ann no longer does.
    await sql`update posts set is_private = true where id = ${postId}`.execute(t.deps.db);
    const asAnn = await ann.client.get<ConversationMessagesResponse>(
      messagesUrl(ann, { conversation_id: conversationId }),
    );
    expect(asAnn.body.response.messages.data.at(-1)!.post).toMatchObject({ id: postId, state: 'disabled' });
    const asBen = await ben.client.get<ConversationMessagesResponse>(
      messagesUrl(ben, { conversation_id: conversationId }),
    );
    expect(asBen.body.response.messages.data.at(-1)!.post).toMatchObject({ state: 'available' });
    // A post the sender cannot see cannot be sent, nor one named under the wrong blog.
    expect((await send({ type: 'POSTREF', 'post[id]': postId }, ann)).status).toBe(404);
    const annPost = await textPost(ann.client);
    expect((await send({ type: 'POSTREF', 'post[id]': annPost, 'post[blog]': 'ben' }, ann)).status).toBe(404);
    expect((await send({ type: 'POSTREF' })).body.errors[0]?.detail).toBe('Choose a post to send.');
  });

  it('acts only as blogs the user owns, and only with the form key', async () => {
    const res = await postForm(ann.client, '/svc/conversations/messages', {
      participant: ben.blog.uuid,
      conversation_id: conversationId,
      type: 'TEXT',
      message: 'as ben',
    });
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe('You can only act as blogs you own.');
    const noKey = await ann.client.request('POST', '/svc/conversations/messages', undefined, {
      formKey: null,
      form: new URLSearchParams({
        participant: ann.blog.uuid,
        conversation_id: conversationId,
        type: 'TEXT',
        message: 'x',
      }).toString(),
    });
    expect(noKey.status).toBe(403);
    const visitor = await t.client().start();
    expect((await visitor.get('/svc/user/counts')).status).toBe(401);
  });

  it('refuses a conversation the blog is not in, and one that does not exist', async () => {
    const cy = await account(t, 'cyd');
    const res = await cy.client.get(messagesUrl(cy, { conversation_id: conversationId }));
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe('You are not part of this conversation.');
    expect((await cy.client.get(messagesUrl(cy, { conversation_id: '999999' }))).status).toBe(404);
    const self = await sendText(cy, cy, 'me');
    expect(self.status).toBe(400);
    expect(self.body.errors[0]?.detail).toBe("You can't message your own blog.");
  });
});
