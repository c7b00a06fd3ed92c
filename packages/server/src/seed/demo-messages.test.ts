import type { ConversationMessagesResponse, ConversationsResponse, UserCountsResponse } from '@rookery/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemoContent } from './demo.js';

let t: TestApp;
let ada: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoContent(t.deps);
  ada = t.client();
  expect((await ada.login('ada@rookery.local', DEMO_PASSWORD)).status).toBe(200);
}, 60_000);
afterAll(() => t.close());

const inbox = async (blog: string) =>
  (await ada.get<ConversationsResponse>(`/svc/conversations?participant=${blog}`)).body.response
    .conversations;

describe('demo conversations', () => {
  it("give ada's blogs an inbox: unread, read, and a possible spammer", async () => {
    const writes = await inbox('ada-writes');
    expect(
      writes.map((c) => [c.participants.find((p) => p.name !== 'ada-writes')!.name, c.unread_messages_count]),
    ).toEqual([
      ['compiler-cafe', 2],
      ['rookery-birds', 0],
    ]);
    expect(writes[0]!.last_modified_ts).toBeGreaterThan(writes[0]!.last_read_ts);
    expect(writes[1]!.last_modified_ts).toBe(writes[1]!.last_read_ts);
    const tea = await inbox('tea-and-tides');
    expect(tea).toMatchObject([{ is_possible_spam: true, unread_messages_count: 1 }]);
    const counts = (await ada.get<UserCountsResponse>('/svc/user/counts')).body.response.unread_messages;
    expect(Object.values(counts).map((c) => Object.values(c))).toEqual([[2], [1], [1]]);
  });

  it('hold every kind of message, oldest first', async () => {
    const [withRooks] = (await inbox('ada-writes')).slice(1);
    const res = await ada.get<ConversationMessagesResponse>(
      `/svc/conversations/messages?participant=ada-writes&conversation_id=${withRooks!.id}`,
    );
    const messages = res.body.response.messages.data;
    expect(messages.map((m) => m.type)).toEqual(['TEXT', 'IMAGE', 'TEXT', 'STICKER']);
    expect(messages[1]!.image!.alt_sizes.map((s) => s.width)).toEqual([1080, 540, 250]);
    const [withCafe] = await inbox('ada-writes');
    const cafe = await ada.get<ConversationMessagesResponse>(
      `/svc/conversations/messages?participant=ada-writes&conversation_id=${withCafe!.id}`,
    );
    const kinds = cafe.body.response.messages.data.map((m) => m.type);
    expect(kinds).toEqual(['TEXT', 'TEXT', 'STICKER', 'POSTREF', 'TEXT']);
    expect(cafe.body.response.messages.data[3]!.post).toMatchObject({
      state: 'available',
      blog_name: 'compiler-cafe',
    });
    expect(cafe.body.response.messages.data[4]!.content!.formatting[0]!.attributes).toMatchObject({
      blog_name: 'compiler-cafe',
    });
  });
});
