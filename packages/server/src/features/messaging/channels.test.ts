import type { Bootstrap, ConversationsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, type MessagingAccount, postForm, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let cat: MessagingAccount;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  cat = await account(t, 'cat');
});
afterAll(() => t.close());

const channels = async (who: MessagingAccount) => {
  const res = await who.client.get<Bootstrap>('/svc/account/session');
  expect(res.status, res.raw).toBe(200);
  return res.body.response.user!.channels;
};

const inbox = async (who: MessagingAccount, participant: string) =>
  (await who.client.get<ConversationsResponse>(`/svc/conversations?participant=${participant}`)).body
    .response;

describe("the user's channels and unread messages (spec document 1 §3, document 3 §3)", () => {
  it('carry the unread messages of each blog, its token and its mention key', async () => {
    expect((await ann.client.post('/svc/blog/create', { name: 'ann-art' })).status).toBe(200);
    const [main, art] = await channels(ann);
    expect(main).toMatchObject({
      name: 'ann',
      token: ann.blog.uuid,
      mention_key: ann.blog.uuid,
      unread_count: 0,
      unread_messages_count_sum: 0,
    });
    const artUuid = art!.uuid;
    expect(art).toMatchObject({ name: 'ann-art', token: artUuid, mention_key: artUuid });

    await sendText(ben, ann, 'one');
    await sendText(ben, ann, 'two');
    const toArt = { type: 'TEXT', participant: cat.blog.uuid, participants: artUuid };
    await postForm(cat.client, '/svc/conversations/messages', { ...toArt, message: 'three' });
    const after = await channels(ann);
    expect(after.map((c) => [c.name, c.unread_count, c.unread_messages_count_sum])).toEqual([
      ['ann', 2, 2],
      ['ann-art', 1, 1],
    ]);
    // The mention key is the key of the blog's counts.
    const counts = await ann.client.get<{ unread_messages: Record<string, Record<string, number>> }>(
      '/svc/user/counts?unread_messages=true',
    );
    const sum = (key: string) =>
      Object.values(counts.body.response.unread_messages[key] ?? {}).reduce((a, b) => a + b, 0);
    expect(after.map((c) => sum(c.mention_key))).toEqual([2, 1]);
  });

  it("answers the inbox with the blog's unread messages over all its conversations", async () => {
    expect((await inbox(ann, 'ann')).unread_messages_count_sum).toBe(2);
    const conversation = (await inbox(ann, 'ann')).conversations[0]!;
    await postForm(ann.client, '/svc/conversations/read', {
      conversation_id: conversation.id,
      participant: ann.blog.uuid,
    });
    expect((await inbox(ann, 'ann')).unread_messages_count_sum).toBe(0);
    expect((await inbox(ann, 'ann-art')).unread_messages_count_sum).toBe(1);
    expect((await channels(ann)).map((c) => c.unread_count)).toEqual([0, 1]);
    expect((await inbox(ben, 'ben')).unread_messages_count_sum).toBe(0);
  });
});
