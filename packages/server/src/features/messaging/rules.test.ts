import type { ConversationMessagesResponse, ConversationsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, follow, type MessagingAccount, messagesUrl, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
});
afterAll(() => t.close());

const firstError = (res: { status: number; body: { errors: { code: number; detail: string }[] } }) => ({
  status: res.status,
  code: res.body.errors[0]?.code,
  detail: res.body.errors[0]?.detail,
});

describe('who may message whom', () => {
  it('needs a verified email address to read or send (403, code 7001)', async () => {
    const una = await account(t, 'una', { verified: false });
    const expected = {
      status: 403,
      code: 7001,
      detail: 'Please verify your email address before talking to a blog.',
    };
    expect(firstError(await sendText(una, ann, 'hi'))).toEqual(expected);
    expect(firstError(await una.client.get(messagesUrl(una, { participants: ann.blog.name })))).toEqual(
      expected,
    );
    const existing = (await sendText(ann, una, 'welcome')).body.response.id;
    expect(firstError(await una.client.get(messagesUrl(una, { conversation_id: existing })))).toEqual(
      expected,
    );
    // The inbox still lists it, and says why it cannot answer.
    const inbox = await una.client.get<ConversationsResponse>(`/svc/conversations?participant=una`);
    expect(inbox.body.response.conversations[0]).toMatchObject({
      can_send: false,
      cant_send_reason: expected.detail,
    });
  });

  it('respects a blog that takes messages only from blogs it follows (403, code 7003)', async () => {
    const fay = await account(t, 'fay');
    await t.deps.db
      .updateTable('blogs')
      .set({ messages_from_followed_only: true })
      .where('id', '=', fay.blog.id)
      .execute();
    const expected = {
      status: 403,
      code: 7003,
      detail: 'Sorry, fay only allows messages from blogs they follow.',
    };
    expect(firstError(await sendText(ann, fay, 'hi'))).toEqual(expected);
    expect(firstError(await ann.client.get(messagesUrl(ann, { participants: 'fay' })))).toEqual(expected);
    await follow(t, fay, ann);
    expect((await sendText(ann, fay, 'hi')).status).toBe(200);
  });

  it("refuses a blog that can't receive messages", async () => {
    const gus = await account(t, 'gus');
    await t.deps.db
      .updateTable('blogs')
      .set({ can_receive_messages: false })
      .where('id', '=', gus.blog.id)
      .execute();
    const res = await sendText(ann, gus, 'hi');
    expect(res.status).toBe(403);
    expect(res.body.errors[0]?.detail).toBe("This blog can't receive messages.");
  });

  it('lets an account younger than a day start conversations only with blogs it follows (409)', async () => {
    const kid = await account(t, 'kid', { ageDays: 0 });
    const res = await sendText(kid, ann, 'hello?');
    expect(firstError(res)).toEqual({
      status: 409,
      code: 1005,
      detail: 'You can only send messages to blogs you follow.',
    });
    expect((await kid.client.get(messagesUrl(kid, { participants: 'ann' }))).status).toBe(409);
    await follow(t, kid, ann);
    expect((await kid.client.get(messagesUrl(kid, { participants: 'ann' }))).status).toBe(404);
    expect((await sendText(kid, ann, 'hello!')).status).toBe(200);
    // Answering a conversation someone else started is not starting one.
    const old = await account(t, 'old');
    const started = await sendText(old, kid, 'hi kid');
    expect((await sendText(kid, { conversationId: started.body.response.id }, 'hi old')).status).toBe(200);
  });

  it('limits the new conversations an account starts in a day (429), not the messages in them', async () => {
    t.deps.config.newConversationsPerDay = 2;
    try {
      const busy = await account(t, 'busy');
      const peers = [];
      for (const name of ['pa1', 'pa2', 'pa3']) peers.push(await account(t, name));
      expect((await sendText(busy, peers[0]!, 'one')).status).toBe(200);
      expect((await sendText(busy, peers[1]!, 'two')).status).toBe(200);
      const third = await sendText(busy, peers[2]!, 'three');
      expect(firstError(third)).toEqual({
        status: 429,
        code: 1006,
        detail: "You've hit the daily limit on new conversations. Impressive.",
      });
      expect((await busy.client.get(messagesUrl(busy, { participants: 'pa3' }))).status).toBe(429);
      expect((await sendText(busy, peers[0]!, 'more')).status).toBe(200);
    } finally {
      t.deps.config.newConversationsPerDay = undefined;
    }
  });

  it('blocks work both ways: no sending, and the conversation says why', async () => {
    const ivy = await account(t, 'ivy');
    const jon = await account(t, 'jon');
    const id = (await sendText(ivy, jon, 'hi jon')).body.response.id;
    const block = await jon.client.post('/svc/block/add', { tumblelog: 'jon', blocked_tumblelog: 'ivy' });
    expect(block.status, block.raw).toBe(200);
    for (const [from, to] of [
      [ivy, jon],
      [jon, ivy],
    ] as const) {
      const res = await sendText(from, { conversationId: id }, 'still there?');
      expect(firstError(res)).toEqual({
        status: 403,
        code: 1002,
        detail: "You can't interact with this blog.",
      });
      const read = await from.client.get<ConversationMessagesResponse>(
        messagesUrl(from, { conversation_id: id }),
      );
      expect(read.body.response).toMatchObject({
        can_send: false,
        cant_send_reason: "You can't interact with this blog.",
      });
      expect(read.body.response.participants.find((p) => p.uuid === to.blog.uuid)).toMatchObject({
        can_receive_messages: false,
        seconds_since_last_activity: -1,
      });
    }
    expect((await sendText(ivy, jon, 'new?')).status).toBe(403);
  });

  it('marks a conversation started by a blog the recipient does not follow as possible spam, until it answers', async () => {
    const kim = await account(t, 'kim');
    const lou = await account(t, 'lou');
    const id = (await sendText(kim, lou, 'buy now')).body.response.id;
    const asLou = () =>
      lou.client.get<ConversationMessagesResponse>(messagesUrl(lou, { conversation_id: id }));
    expect((await asLou()).body.response.is_possible_spam).toBe(true);
    await sendText(lou, { conversationId: id }, 'who are you?');
    expect((await asLou()).body.response.is_possible_spam).toBe(false);
    const mia = await account(t, 'mia');
    await follow(t, mia, kim);
    const trusted = (await sendText(kim, mia, 'hi')).body.response.id;
    const asMia = await mia.client.get<ConversationMessagesResponse>(
      messagesUrl(mia, { conversation_id: trusted }),
    );
    expect(asMia.body.response.is_possible_spam).toBe(false);
  });
});
