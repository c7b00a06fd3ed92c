import type { Conversation, ConversationsResponse } from '@rookery/core';
import { describe, expect, it } from 'vitest';
import { nextInboxPage } from './conversations';

const conversation = (id: number): Conversation =>
  ({ id: String(id), last_modified_ts: 1_700_000_000_000 - id }) as Conversation;
const page = (n: number, next?: Record<string, string>): ConversationsResponse => ({
  conversations: Array.from({ length: n }, (_, i) => conversation(i + 1)),
  _links: next ? { next: { href: '/svc/conversations', query_params: next } } : {},
  unread_messages_count_sum: 0,
});

describe('nextInboxPage', () => {
  it('asks for no next page after a page of fewer than 10 conversations (spec §9)', () => {
    expect(nextInboxPage(page(9, { before: '5' }))).toBeUndefined();
    expect(nextInboxPage(page(0))).toBeUndefined();
  });

  it("follows the server's next link after a full page", () => {
    expect(nextInboxPage(page(10, { participant: 'x', before: '123', before_id: '7' }))).toEqual({
      before: '123',
      before_id: '7',
    });
  });

  it("starts after the page's oldest conversation when the link is missing", () => {
    expect(nextInboxPage(page(10))).toEqual({ before: String(1_700_000_000_000 - 10), before_id: '10' });
  });
});
