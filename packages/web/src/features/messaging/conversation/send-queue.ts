import { pickOne, RETRYABLE_SEND_ERRORS } from '@rookery/core';
import { ApiError } from '../../../api';
import type { OutgoingMessage } from '../windows/open-conversation';

/**
 * A message the user sent, until the server has it (spec document 3 §4 Messages): queued, then
 * pending, then gone (sent: the server's message takes its place) or in error.
 */
export interface OutgoingItem {
  /** A local id, for keys and retries. */
  clientTs: string;
  /** When it was sent (ISO), for the list's time headers and collapsing. */
  createdAt: string;
  message: OutgoingMessage;
  status: 'queued' | 'pending' | 'error';
  /** Failed at least once: the retry button shows (Retry, Trying..., Could not send). */
  hasFailed: boolean;
  /** Spec §4: retry is allowed unless the answer was 403 or 404. */
  canRetry: boolean;
  /** A random retryable line (spec §8), fixed per failure so it does not change on every render. */
  errorText: string | null;
  /** Why, when the answer said (spec §8 words for 7001, 7003, 409, 429; the server's detail otherwise). */
  reason: string | null;
}

export interface SendQueueOptions<Sent> {
  send: (message: OutgoingMessage) => Promise<Sent>;
  onSent: (sent: Sent, item: OutgoingItem) => void;
  onFailed?: (error: unknown, item: OutgoingItem) => void;
  onChange: (items: readonly OutgoingItem[]) => void;
  /** The words for a failure, when there are better ones than the generic lines. */
  explain?: (error: unknown) => string | null;
  random?: () => number;
}

/** Spec §4: no retry after 403 (not allowed) or 404 (nothing to send to). */
export function isRetryableSendError(error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 403 || error.status === 404));
}

/**
 * The messages a conversation window sends (spec §4): added as queued, then flushed one after
 * another, each pending until it is sent or fails. The flush stops at the first failure; the messages
 * behind it stay queued until that one is retried (or closed) or another message is sent.
 */
export function createSendQueue<Sent>({
  send,
  onSent,
  onFailed,
  onChange,
  explain,
  random = Math.random,
}: SendQueueOptions<Sent>) {
  let items: OutgoingItem[] = [];
  let flushing = false;
  let counter = 0;

  const update = (next: OutgoingItem[]) => {
    items = next;
    onChange(items);
  };
  const patch = (clientTs: string, change: Partial<OutgoingItem>) =>
    update(items.map((i) => (i.clientTs === clientTs ? { ...i, ...change } : i)));

  async function flush(): Promise<void> {
    if (flushing) return;
    flushing = true;
    try {
      for (;;) {
        const next = items.find((i) => i.status === 'queued');
        if (!next) return;
        patch(next.clientTs, { status: 'pending' });
        try {
          const sent = await send(next.message);
          const item = items.find((i) => i.clientTs === next.clientTs) ?? next;
          update(items.filter((i) => i.clientTs !== next.clientTs));
          onSent(sent, item);
        } catch (error) {
          const canRetry = isRetryableSendError(error);
          patch(next.clientTs, {
            status: 'error',
            hasFailed: true,
            canRetry,
            errorText: canRetry ? pickOne(RETRYABLE_SEND_ERRORS, random) : null,
            reason: explain?.(error) ?? null,
          });
          onFailed?.(error, next);
          return;
        }
      }
    } finally {
      flushing = false;
    }
  }

  return {
    items: (): readonly OutgoingItem[] => items,

    /** Adds messages at the end of the queue and flushes it. */
    enqueue(messages: readonly OutgoingMessage[]): Promise<void> {
      if (messages.length === 0) return flush();
      const added = messages.map(
        (message): OutgoingItem => ({
          clientTs: `local-${Date.now()}-${++counter}`,
          createdAt: new Date().toISOString(),
          message,
          status: 'queued',
          hasFailed: false,
          canRetry: true,
          errorText: null,
          reason: null,
        }),
      );
      update([...items, ...added]);
      return flush();
    },

    /** Sends a failed message again (it keeps its place), then the rest of the queue. */
    retry(clientTs: string): Promise<void> {
      const item = items.find((i) => i.clientTs === clientTs);
      if (item?.status !== 'error' || !item.canRetry) return Promise.resolve();
      patch(clientTs, { status: 'queued' });
      return flush();
    },

    /** Close on a permanent error: the message goes, and the queue behind it moves on. */
    dismiss(clientTs: string): Promise<void> {
      update(items.filter((i) => i.clientTs !== clientTs));
      return flush();
    },
  };
}

export type SendQueue = ReturnType<typeof createSendQueue>;
