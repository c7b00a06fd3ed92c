import type {
  ConversationMessagesResponse,
  ConversationReadResponse,
  ConversationsResponse,
  UserCountsResponse,
} from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { account, follow, type MessagingAccount, messagesUrl, sendText } from './test-messaging.js';

let t: TestApp;
let ann: MessagingAccount;
let ben: MessagingAccount;
let conversationId: string;

beforeAll(async () => {
  t = await createTestApp();
  ann = await account(t, 'ann');
  ben = await account(t, 'ben');
  await follow(t, ben, ann);
});
afterAll(() => t.close());

const counts = (who: MessagingAccount) =>
  who.client.get<UserCountsResponse>('/svc/user/counts?unread_messages=true');

describe('sending and reading messages', () => {
  it('starts a conversation with the first message and answers it as messages.data[0]', async () => {
    const res = await sendText(ann, ben, '  Hello Ben, see https://example.com/page.  ');
    expect(res.status, res.raw).toBe(200);
    const c = res.body.response;
    conversationId = c.id;
    expect(c.participant_uuid).toBe(ann.blog.uuid);
    expect(c.participants.map((p) => p.name).sort()).toEqual(['ann', 'ben']);
    expect(c.can_send).toBe(true);
    expect(c.messages.data).toHaveLength(1);
    const message = c.messages.data[0]!;
    expect(message).toMatchObject({
      type: 'TEXT',
      conversation_id: c.id,
      participant: ann.blog.uuid,
      content: {
        text: 'Hello Ben, see https://example.com/page.',
        formatting: [{ type: 'link', position: [15, 39], attributes: { url: 'https://example.com/page' } }],
      },
      context: null,
    });
    expect(message.ts).toMatch(/^\d+$/);
    // The sender has read its own message.
    expect(c.last_read_ts).toBe(c.last_modified_ts);
    expect(c.unread_messages_count).toBe(0);
  });

  it('counts it unread for the recipient, per blog uuid and conversation', async () => {
    expect((await counts(ben)).body.response).toEqual({
      unread_messages: { [ben.blog.uuid]: { [conversationId]: 1 } },
    });
    expect((await counts(ann)).body.response).toEqual({ unread_messages: { [ann.blog.uuid]: {} } });
  });

  it("lists it in both inboxes, with the newest message and the recipient's unread state", async () => {
    const res = await ben.client.get<ConversationsResponse>(
      `/svc/conversations?participant=${ben.blog.name}`,
    );
    expect(res.status, res.raw).toBe(200);
    const [c] = res.body.response.conversations;
    expect(c).toMatchObject({
      id: conversationId,
      participant_uuid: ben.blog.uuid,
      unread_messages_count: 1,
      is_possible_spam: false,
      is_blurred_images: true,
      last_message: { content: { text: 'Hello Ben, see https://example.com/page.' } },
    });
    expect(c!.last_modified_ts).toBeGreaterThan(c!.last_read_ts);
    const other = c!.participants.find((p) => p.name === 'ann')!;
    expect(other).toMatchObject({
      is_blog_following_you: false,
      is_following_blog: true,
      can_receive_messages: true,
    });
    expect(res.body.response._links).toEqual({});
  });

  it('reads the conversation by id or by its participants, oldest first', async () => {
    await sendText(ben, { conversationId }, 'Hi Ann!');
    const byId = await ben.client.get<ConversationMessagesResponse>(
      messagesUrl(ben, { conversation_id: conversationId }),
    );
    expect(byId.status, byId.raw).toBe(200);
    expect(byId.body.response.messages.data.map((m) => m.content?.text)).toEqual([
      'Hello Ben, see https://example.com/page.',
      'Hi Ann!',
    ]);
    const byParticipants = await ann.client.get<ConversationMessagesResponse>(
      messagesUrl(ann, { participants: ben.blog.name }),
    );
    expect(byParticipants.body.response.id).toBe(conversationId);
    expect(byParticipants.body.response.unread_messages_count).toBe(1);
  });

  it('marks read: the unread count goes to zero and the counts follow', async () => {
    const res = await ann.client.post<ConversationReadResponse>('/svc/conversations/read', {
      conversation_id: conversationId,
      participant: ann.blog.uuid,
    });
    expect(res.status, res.raw).toBe(200);
    expect(res.body.response.unread_messages_count).toBe(0);
    expect((await counts(ann)).body.response.unread_messages[ann.blog.uuid]).toEqual({});
  });
});

describe('the order of messages', () => {
  it('numbers messages sent at once in the order they were stored, none lost', async () => {
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sendText(i % 2 ? ben : ann, { conversationId }, `burst ${i}`)),
    );
    expect(sent.map((r) => r.status)).toEqual(Array(8).fill(200));
    const all = (
      await ann.client.get<ConversationMessagesResponse>(
        messagesUrl(ann, { conversation_id: conversationId, limit: 50 }),
      )
    ).body.response.messages.data;
    const burst = all.filter((m) => m.content?.text.startsWith('burst'));
    expect(burst.map((m) => m.content?.text).sort()).toEqual(
      Array.from({ length: 8 }, (_, i) => `burst ${i}`),
    );
    const ts = all.map((m) => BigInt(m.ts));
    expect(ts).toEqual([...ts].sort((a, b) => (a < b ? -1 : 1)));
    const times = all.map((m) => Date.parse(m.created_at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reads up to a ts: the messages after it stay unread, and reading never goes back', async () => {
    const first = (await sendText(ben, { conversationId }, 'one of two')).body.response.messages.data[0]!;
    await sendText(ben, { conversationId }, 'two of two');
    const read = (ts?: string) =>
      ann.client.post<ConversationReadResponse>('/svc/conversations/read', {
        conversation_id: conversationId,
        participant: 'ann',
        ...(ts ? { ts } : {}),
      });
    const partial = await read(first.ts);
    expect(partial.body.response).toMatchObject({
      unread_messages_count: 1,
      last_read_ts: Date.parse(first.created_at),
    });
    await read();
    expect((await read(first.ts)).body.response.unread_messages_count).toBe(0);
  });
});

describe('paging and polling', () => {
  let cara: MessagingAccount;
  let dan: MessagingAccount;
  let id: string;
  const texts = Array.from({ length: 25 }, (_, i) => `message ${i + 1}`);

  beforeAll(async () => {
    cara = await account(t, 'cara');
    dan = await account(t, 'dan');
    await follow(t, cara, dan);
    for (const [i, text] of texts.entries()) {
      const res = await sendText(i % 2 ? dan : cara, i === 0 ? dan : { conversationId: id }, text);
      expect(res.status, res.raw).toBe(200);
      id = res.body.response.id;
    }
  });

  const page = (url: string) => cara.client.get<ConversationMessagesResponse>(url);
  const textsOf = (r: { body: { response: ConversationMessagesResponse } }) =>
    r.body.response.messages.data.map((m) => m.content?.text);

  it('answers the newest page (20 by default), oldest first, with a previous link to older ones', async () => {
    const first = await page(messagesUrl(cara, { conversation_id: id }));
    expect(textsOf(first)).toEqual(texts.slice(5));
    const links = first.body.response.messages._links;
    expect(links.next).toBeUndefined();
    expect(links.previous?.query_params).toMatchObject({ conversation_id: id, participant: cara.blog.uuid });
    const older = await page(links.previous!.href);
    expect(textsOf(older)).toEqual(texts.slice(0, 5));
    expect(older.body.response.messages._links.previous).toBeUndefined();
    expect(older.body.response.messages._links.next?.query_params.after).toBe(
      older.body.response.messages.data[4]!.ts,
    );
  });

  it('numbers messages in the order they were sent: ts grows', async () => {
    const all = [
      ...(await page(messagesUrl(cara, { conversation_id: id, limit: 50 }))).body.response.messages.data,
    ];
    const ts = all.map((m) => BigInt(m.ts));
    expect(ts).toEqual([...ts].sort((a, b) => (a < b ? -1 : 1)));
    expect(all.map((m) => m.content?.text)).toEqual(texts);
  });

  it('polls with a limit and catches up with after', async () => {
    const poll = await page(messagesUrl(cara, { conversation_id: id, limit: 6 }));
    expect(textsOf(poll)).toEqual(texts.slice(19));
    const newest = poll.body.response.messages.data.at(-1)!.ts;
    await sendText(dan, { conversationId: id }, 'late one');
    await sendText(dan, { conversationId: id }, 'later one');
    const after = await page(messagesUrl(cara, { conversation_id: id, after: newest, limit: 1 }));
    expect(textsOf(after)).toEqual(['late one']);
    expect(after.body.response.messages._links.next?.query_params.after).toBe(
      after.body.response.messages.data[0]!.ts,
    );
    const rest = await page(after.body.response.messages._links.next!.href);
    expect(textsOf(rest)).toEqual(['later one']);
    expect(rest.body.response.messages._links.next).toBeUndefined();
  });

  it('answers 404 for a conversation that does not exist yet, named by its participants', async () => {
    const eve = await account(t, 'eve');
    const res = await cara.client.get(messagesUrl(cara, { participants: eve.blog.name }));
    expect(res.status).toBe(404);
    expect(res.body.errors[0]?.detail).toBe('There is no conversation between these blogs yet.');
  });

  it('pages the inbox by keyset, next being the older page', async () => {
    const hub = await account(t, 'hub');
    const names = Array.from({ length: 12 }, (_, i) => `peer-${i}`);
    for (const name of names) {
      const peer = await account(t, name);
      await follow(t, peer, hub);
      expect((await sendText(peer, hub, `hi from ${name}`)).status).toBe(200);
    }
    const first = await hub.client.get<ConversationsResponse>(
      `/svc/conversations?participant=${hub.blog.uuid}`,
    );
    const seen = first.body.response.conversations.map(
      (c) => c.participants.find((p) => p.name !== 'hub')!.name,
    );
    expect(seen).toEqual([...names].reverse().slice(0, 10));
    const next = first.body.response._links.next!;
    expect(Object.keys(next.query_params).sort()).toEqual(['before', 'before_id', 'participant']);
    const second = await hub.client.get<ConversationsResponse>(next.href);
    expect(
      second.body.response.conversations.map((c) => c.participants.find((p) => p.name !== 'hub')!.name),
    ).toEqual(['peer-1', 'peer-0']);
    expect(second.body.response._links).toEqual({});
    // Conversations changed in the same millisecond still page without a gap or a repeat.
    await t.deps.db
      .updateTable('conversation_participants')
      .set({ last_modified: new Date('2030-01-01T00:00:00.000Z') })
      .where('blog_id', '=', hub.blog.id)
      .execute();
    const tied = await hub.client.get<ConversationsResponse>(
      `/svc/conversations?participant=${hub.blog.uuid}`,
    );
    const rest = await hub.client.get<ConversationsResponse>(tied.body.response._links.next!.href);
    const ids = [...tied.body.response.conversations, ...rest.body.response.conversations].map((c) => c.id);
    expect(new Set(ids).size).toBe(12);
    expect(ids).toEqual([...ids].sort((a, b) => Number(b) - Number(a)));
  });
});
