import {
  type ConversationMessagesResponse,
  DEFAULT_THEME,
  GENERIC_FETCH_ERRORS,
  type Message,
  messages,
  messagingTexts,
} from '@rookery/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../api';
import type { ConversationRef } from '../api/messages';
import type { OutgoingMessage } from '../windows/open-conversation';
import type { WindowRecord } from '../windows/window-record';
import { type ConversationCalls, createConversationModel } from './conversation-model';

const theme = { ...DEFAULT_THEME };
const record: WindowRecord = {
  id: null,
  participantUuid: 'me',
  participants: [{ uuid: 'bob', name: 'bob', url: '/bob', avatar_url: '/avatar/bob/64', theme }],
  lastOpenedDateTs: 0,
};

const message = (ts: string, text: string, participant = 'bob'): Message => ({
  ts,
  type: 'TEXT',
  conversation_id: '9',
  participant,
  content: { text, formatting: [] },
  post: null,
  image: null,
  sticker: null,
  context: null,
  created_at: new Date(Number(ts) * 1000).toISOString(),
});

function answer(
  messages: Message[],
  extra: Partial<ConversationMessagesResponse> = {},
): ConversationMessagesResponse {
  return {
    id: '9',
    status: 'ACTIVE',
    last_modified_ts: 2,
    last_read_ts: 1,
    participants: [],
    participant_uuid: 'me',
    can_send: true,
    cant_send_reason: null,
    is_possible_spam: false,
    is_blurred_images: false,
    unread_messages_count: 1,
    last_message: null,
    messages: { data: messages, _links: {} },
    ...extra,
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
const refused = (status: number, code = 0) =>
  new ApiError(status, [{ code, title: 'x', detail: 'Refused.' }]);

describe('conversation model', () => {
  it('a new conversation (404) is empty, not an error; queued messages go once it is fetched, and it gets its id', async () => {
    const sent: { ref: ConversationRef; message: OutgoingMessage }[] = [];
    const calls: ConversationCalls = {
      fetchMessages: vi.fn().mockRejectedValue(refused(404)),
      sendMessage: vi.fn(async (ref, m) => {
        sent.push({ ref, message: m });
        return answer([message(String(sent.length + 10), m.type === 'TEXT' ? m.message : '', 'me')]);
      }),
      markRead: vi.fn(),
    };
    const onConversationId = vi.fn();
    const model = createConversationModel({ record, calls, onConversationId });

    model.send([
      { type: 'POSTREF', post: { id: '5', blog: 'bob' }, context: 'post-chrome' },
      { type: 'TEXT', message: 'look' },
    ]);
    expect(model.getState().status).toBe('loading');
    await settle();
    await settle();
    await settle();

    expect(model.getState()).toMatchObject({ status: 'ready', error: null, outgoing: [] });
    expect(sent.map((s) => s.message.type)).toEqual(['POSTREF', 'TEXT']);
    expect(sent[0]?.ref).toMatchObject({ conversationId: null, participants: ['bob'] });
    expect(sent[1]?.ref).toMatchObject({ conversationId: '9' });
    expect(onConversationId).toHaveBeenCalledWith('9');
    expect(model.getState().messages.map((m) => m.ts)).toEqual(['11', '12']);
  });

  it('shows the spec’s words for a refused fetch, with Retry only when it can help', async () => {
    const cases: [unknown, string, boolean][] = [
      [refused(403, 7001), messagingTexts.verifyEmail, false],
      [refused(403, 7003), messagingTexts.followedOnly('bob'), false],
      [refused(409), messagingTexts.mustFollow, true],
      [new ApiError(429, []), messagingTexts.dailyLimit, false],
      [
        new ApiError(429, [{ code: 0, title: 'x', detail: messagingTexts.dailyLimit }]),
        messagingTexts.dailyLimit,
        false,
      ],
      // The per-minute sending limit answers 429 as well, in its own words.
      [
        new ApiError(429, [{ code: 0, title: 'x', detail: messages.messageLimited }]),
        messages.messageLimited,
        false,
      ],
      // A blog that can't receive messages says so (spec §5), in the words the server refuses with.
      [
        new ApiError(403, [{ code: 1003, title: 'x', detail: messagingTexts.cantReceive }]),
        messagingTexts.cantReceive,
        false,
      ],
      [new NetworkError(new Error('down')), GENERIC_FETCH_ERRORS[0], true],
    ];
    for (const [error, text, retryable] of cases) {
      const calls: ConversationCalls = {
        fetchMessages: vi.fn().mockRejectedValue(error),
        sendMessage: vi.fn(),
        markRead: vi.fn(),
      };
      const model = createConversationModel({ record: { ...record, id: '9' }, calls, random: () => 0 });
      await model.load();
      expect(model.getState()).toMatchObject({ status: 'error', error: { text, retryable } });
    }
  });

  it('fetches newer messages after the newest, follows `next`, and marks read once', async () => {
    const fetchMessages = vi
      .fn()
      .mockResolvedValueOnce(answer([message('1', 'a'), message('2', 'b')]))
      .mockResolvedValueOnce({
        ...answer([message('3', 'c')]),
        messages: { data: [message('3', 'c')], _links: { next: { href: '', query_params: { after: '3' } } } },
      })
      .mockResolvedValueOnce(answer([message('4', 'd')], { unread_messages_count: 2 }));
    const markRead = vi.fn().mockResolvedValue({});
    const onChanged = vi.fn();
    const model = createConversationModel({
      record: { ...record, id: '9' },
      calls: { fetchMessages, sendMessage: vi.fn(), markRead },
      onChanged,
    });
    await model.load();
    const added = await model.loadNewer(6);
    expect(added.map((m) => m.ts)).toEqual(['3', '4']);
    expect(fetchMessages.mock.calls[1]?.[1]).toEqual({ after: '2', limit: 6 });
    expect(fetchMessages.mock.calls[2]?.[1]).toEqual({ after: '3', limit: 6 });
    expect(model.getState().messages.map((m) => m.ts)).toEqual(['1', '2', '3', '4']);

    await model.markRead();
    await model.markRead();
    expect(markRead).toHaveBeenCalledTimes(1);
    expect(markRead).toHaveBeenCalledWith('me', '9', '4');
    expect(model.getState().conversation?.unread_messages_count).toBe(0);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });
});
