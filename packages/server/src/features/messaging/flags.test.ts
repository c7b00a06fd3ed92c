import type { ConversationMessagesResponse, ConversationsResponse, UserCountsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, follow, type MessagingAccount, messagesUrl, postForm, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await follow(t, ben, ann);
  await follow(t, ann, ben);
});
afterAll(() => t.close());

const inbox = (who: MessagingAccount) =>
  who.client.get<ConversationsResponse>(`/svc/conversations?participant=${who.blog.uuid}`);
const texts = async (who: MessagingAccount, id: string) =>
  (
    await who.client.get<ConversationMessagesResponse>(messagesUrl(who, { conversation_id: id }))
  ).body.response.messages.data.map((m) => m.content?.text);
const flag = (who: MessagingAccount, id: string, type: string, extra: Record<string, string> = {}) =>
  postForm(who.client, '/svc/conversations/flag', {
    conversation_id: id,
    participant: who.blog.uuid,
    type,
    ...extra,
  });

describe('delete, spam and unblur', () => {
  it("deletes a conversation for the deleting blog only; a later message brings it back with what's new", async () => {
    const id = (await sendText(ann, ben, 'one')).body.response.id;
    await sendText(ben, { conversationId: id }, 'two');
    const del = await ann.client.request(
      'DELETE',
      `/svc/conversations/messages?conversation_id=${id}&participant=ann`,
    );
    expect(del.status, del.raw).toBe(200);
    expect((await inbox(ann)).body.response.conversations).toEqual([]);
    expect(await texts(ann, id)).toEqual([]);
    expect(await texts(ben, id)).toEqual(['one', 'two']);
    await sendText(ben, { conversationId: id }, 'three');
    const back = (await inbox(ann)).body.response.conversations;
    expect(back.map((c) => [c.id, c.unread_messages_count])).toEqual([[id, 1]]);
    expect(await texts(ann, id)).toEqual(['three']);
  });

  it('deletes through an emulated DELETE (a POST with _method) too', async () => {
    const cal = await account(t, 'cal');
    await follow(t, cal, ann);
    const id = (await sendText(ann, cal, 'hello cal')).body.response.id;
    const res = await postForm(cal.client, '/svc/conversations/messages', {
      _method: 'DELETE',
      conversation_id: id,
      participant: 'cal',
    });
    expect(res.status, res.raw).toBe(200);
    expect((await inbox(cal)).body.response.conversations).toEqual([]);
    const counts = await cal.client.get<UserCountsResponse>('/svc/user/counts');
    expect(counts.body.response.unread_messages[cal.blog.uuid]).toEqual({});
  });

  it('marks spam: blocks and reports the other blog, and removes the conversation for the reporter', async () => {
    const spammer = await account(t, 'spammy');
    const id = (await sendText(spammer, ann, 'cheap watches')).body.response.id;
    await follow(t, ann, spammer);
    const res = await flag(ann, id, 'spam', { context: 'conversation-window' });
    expect(res.status, res.raw).toBe(200);
    expect((await inbox(ann)).body.response.conversations.map((c) => c.id)).not.toContain(id);
    const block = await t.deps.db
      .selectFrom('blocks')
      .selectAll()
      .where('blocker_blog_id', '=', ann.blog.id)
      .where('blocked_blog_id', '=', spammer.blog.id)
      .executeTakeFirst();
    expect(block?.context).toBe('message');
    const follows = await t.deps.db
      .selectFrom('follows')
      .selectAll()
      .where('followed_blog_id', '=', spammer.blog.id)
      .execute();
    expect(follows).toEqual([]);
    const reports = await t.deps.db.selectFrom('message_spam_reports').selectAll().execute();
    expect(reports).toMatchObject([
      {
        conversation_id: id,
        reporter_blog_id: ann.blog.id,
        reported_blog_id: spammer.blog.id,
        context: 'conversation-window',
      },
    ]);
    // The spammer still has the conversation but can no longer send.
    const again = await sendText(spammer, { conversationId: id }, 'hello?');
    expect(again.status).toBe(403);
    expect(again.body.errors[0]?.detail).toBe("You can't interact with this blog.");
  });

  it('unblurs images for the participant who asks only', async () => {
    const id = (await sendText(ann, ben, 'pictures soon')).body.response.id;
    expect((await flag(ben, id, 'unblur')).status).toBe(200);
    const blurred = async (who: MessagingAccount) =>
      (await who.client.get<ConversationMessagesResponse>(messagesUrl(who, { conversation_id: id }))).body
        .response.is_blurred_images;
    expect(await blurred(ben)).toBe(false);
    expect(await blurred(ann)).toBe(true);
    expect((await flag(ben, id, 'pin')).body.errors[0]?.detail).toBe('Flag type is spam or unblur.');
  });
});
