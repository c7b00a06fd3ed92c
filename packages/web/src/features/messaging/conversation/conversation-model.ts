import type { ConversationMessagesResponse, Message, PageLink } from '@rookery/core';
import type { ConversationRef } from '../api/messages';
import type { OutgoingMessage } from '../windows/open-conversation';
import type { WindowRecord } from '../windows/window-record';
import {
  type FetchErrorView,
  fetchErrorView,
  isNotStartedYet,
  knownErrorText,
  refusalText,
} from './error-texts';
import { mergeMessages } from './merge-messages';
import { createSendQueue, type OutgoingItem } from './send-queue';

/** The conversation's own fields, without its page of messages. */
export type ConversationInfo = Omit<ConversationMessagesResponse, 'messages'>;

export interface ConversationState {
  status: 'idle' | 'loading' | 'ready' | 'error';
  error: FetchErrorView | null;
  /** Null until fetched, and for a conversation not started yet (a 404). */
  conversation: ConversationInfo | null;
  /** Oldest first. */
  messages: Message[];
  older: PageLink | null;
  loadingOlder: boolean;
  outgoing: readonly OutgoingItem[];
}

export interface ConversationCalls {
  fetchMessages: (
    ref: ConversationRef,
    page?: Record<string, string | number>,
  ) => Promise<ConversationMessagesResponse>;
  sendMessage: (ref: ConversationRef, message: OutgoingMessage) => Promise<ConversationMessagesResponse>;
  markRead: (participant: string, conversationId: string, ts?: string) => Promise<unknown>;
}

export interface ConversationModelOptions {
  record: WindowRecord;
  calls: ConversationCalls;
  /** A new conversation got its id with its first message. */
  onConversationId?: (id: string) => void;
  /** Something the inbox and the unread counts show changed (read, sent). */
  onChanged?: () => void;
  onSent?: (message: Message) => void;
  random?: () => number;
}

const linkOrNull = (link: PageLink | undefined) => link ?? null;

/**
 * One conversation window's data (spec document 3 §4): fetched on first show, older pages on
 * demand, newer messages when told of them, marked read, and the send queue. It outlives the
 * window's component, so minimizing and restoring keeps messages and queue.
 */
export function createConversationModel({
  record,
  calls,
  onConversationId,
  onChanged,
  onSent,
  random = Math.random,
}: ConversationModelOptions) {
  let conversationId = record.id;
  const otherName = record.participants[0]?.name ?? '';
  let state: ConversationState = {
    status: 'idle',
    error: null,
    conversation: null,
    messages: [],
    older: null,
    loadingOlder: false,
    outgoing: [],
  };
  const listeners = new Set<() => void>();
  let waitingToSend: OutgoingMessage[] = [];
  let reading = false;

  const set = (change: Partial<ConversationState>) => {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  };

  const ref = (): ConversationRef => ({
    participant: record.participantUuid,
    conversationId,
    participants: record.participants.map((p) => p.uuid),
  });

  function takeInfo(answer: ConversationMessagesResponse): ConversationInfo {
    const { messages: _page, ...info } = answer;
    if (info.id && info.id !== conversationId) {
      conversationId = info.id;
      onConversationId?.(info.id);
    }
    return info;
  }

  const queue = createSendQueue<ConversationMessagesResponse>({
    send: (message) => calls.sendMessage(ref(), message),
    onChange: (outgoing) => set({ outgoing }),
    // The spec's words when it has them; a refusal (403, 404) says why in the server's own words.
    explain: (error) => knownErrorText(error, otherName) ?? refusalText(error),
    random,
    onSent: (answer) => {
      const conversation = takeInfo(answer);
      const sent = answer.messages.data[0];
      set({ conversation, messages: sent ? mergeMessages(state.messages, [sent]) : state.messages });
      if (sent) onSent?.(sent);
      onChanged?.();
    },
    onFailed: () => {
      // A refusal may mean the conversation changed (a block): its can_send says so.
      if (conversationId) void refreshInfo();
    },
  });

  async function refreshInfo(): Promise<void> {
    try {
      const answer = await calls.fetchMessages(ref(), { limit: 1 });
      set({ conversation: takeInfo(answer) });
    } catch {
      // The failure already shows on the message; nothing more to say.
    }
  }

  async function load(): Promise<void> {
    if (state.status === 'loading') return;
    set({ status: 'loading', error: null });
    try {
      const answer = await calls.fetchMessages(ref());
      set({
        status: 'ready',
        conversation: takeInfo(answer),
        messages: mergeMessages([], answer.messages.data),
        older: linkOrNull(answer.messages._links.previous),
      });
    } catch (error) {
      if (!isNotStartedYet(error, !!conversationId)) {
        set({ status: 'error', error: fetchErrorView(error, otherName, random) });
        return;
      }
      set({ status: 'ready', conversation: null, messages: [], older: null });
    }
    // Spec §4: a fetch sends the messages queued for it.
    const toSend = waitingToSend;
    waitingToSend = [];
    if (toSend.length > 0) void queue.enqueue(toSend);
  }

  return {
    getState: (): ConversationState => state,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    conversationId: () => conversationId,
    ref,

    load,
    /** The conversation's own fields again (it changed elsewhere: a block, a flag). */
    refresh: refreshInfo,

    /** Fetched once; later shows only ask again after an error. */
    ensureLoaded(): void {
      if (state.status === 'idle') void load();
    },

    async loadOlder(): Promise<boolean> {
      const link = state.older;
      if (!link || state.loadingOlder) return false;
      set({ loadingOlder: true });
      try {
        const answer = await calls.fetchMessages(ref(), link.query_params);
        set({
          loadingOlder: false,
          messages: mergeMessages(state.messages, answer.messages.data),
          older: linkOrNull(answer.messages._links.previous),
        });
        return answer.messages.data.length > 0;
      } catch {
        set({ loadingOlder: false });
        return false;
      }
    },

    /**
     * Messages newer than the newest here (a push or a poll said there are some). Asks for
     * `limit` at a time and follows `next` while the server has more.
     */
    async loadNewer(limit: number): Promise<Message[]> {
      if (state.status !== 'ready' || !conversationId) {
        await load();
        return state.messages;
      }
      const added: Message[] = [];
      for (let page = 0; page < 10; page++) {
        const newest = state.messages.at(-1)?.ts;
        const answer = await calls.fetchMessages(ref(), newest ? { after: newest, limit } : { limit });
        added.push(...answer.messages.data);
        set({
          conversation: takeInfo(answer),
          messages: mergeMessages(state.messages, answer.messages.data),
        });
        if (!newest || !answer.messages._links.next || answer.messages.data.length === 0) break;
      }
      return added;
    },

    /** POST read when the window shows unread messages (after a fetch, at the bottom). */
    async markRead(): Promise<void> {
      const conversation = state.conversation;
      if (!conversation || !conversationId || reading) return;
      if (
        conversation.unread_messages_count === 0 &&
        conversation.last_read_ts >= conversation.last_modified_ts
      )
        return;
      reading = true;
      try {
        await calls.markRead(record.participantUuid, conversationId, state.messages.at(-1)?.ts);
        const now = state.conversation;
        if (now)
          set({ conversation: { ...now, unread_messages_count: 0, last_read_ts: now.last_modified_ts } });
        onChanged?.();
      } catch {
        // Still unread: the next fetch or push tries again.
      } finally {
        reading = false;
      }
    },

    /** Sends now, or after the first fetch when it has not happened yet (share by message). */
    send(messages: readonly OutgoingMessage[]): void {
      if (state.status === 'ready') void queue.enqueue(messages);
      else {
        waitingToSend = [...waitingToSend, ...messages];
        if (state.status === 'idle') void load();
      }
    },
    retry: queue.retry,
    dismiss: queue.dismiss,

    /** The conversation's images are shown from now on (its flag was sent). */
    setUnblurred(): void {
      if (state.conversation) set({ conversation: { ...state.conversation, is_blurred_images: false } });
    },
  };
}

export type ConversationModel = ReturnType<typeof createConversationModel>;
