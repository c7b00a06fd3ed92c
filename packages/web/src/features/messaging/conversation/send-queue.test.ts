import { RETRYABLE_SEND_ERRORS } from '@rookery/core';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../../api';
import type { OutgoingMessage } from '../windows/open-conversation';
import { createSendQueue, type OutgoingItem } from './send-queue';

const text = (message: string): OutgoingMessage => ({ type: 'TEXT', message });

/** A server whose answers the test gives one by one. */
function deferredServer() {
  const calls: { message: OutgoingMessage; resolve: (ts: string) => void; reject: (e: unknown) => void }[] =
    [];
  const send = (message: OutgoingMessage) =>
    new Promise<string>((resolve, reject) => calls.push({ message, resolve, reject }));
  return { calls, send };
}

const summary = (items: readonly OutgoingItem[]) =>
  items.map((i) => `${(i.message as { message: string }).message}:${i.status}`);
const settle = () => new Promise((r) => setTimeout(r, 0));

describe('send queue', () => {
  it('sends queued messages one by one, each pending in turn, in order', async () => {
    const server = deferredServer();
    const sent: string[] = [];
    const changes: string[][] = [];
    const queue = createSendQueue({
      send: server.send,
      onSent: (ts) => sent.push(ts),
      onChange: (items) => changes.push(summary(items)),
    });

    void queue.enqueue([text('a'), text('b')]);
    expect(summary(queue.items())).toEqual(['a:pending', 'b:queued']);
    expect(server.calls).toHaveLength(1);

    void queue.enqueue([text('c')]);
    expect(summary(queue.items())).toEqual(['a:pending', 'b:queued', 'c:queued']);
    expect(server.calls).toHaveLength(1);

    server.calls[0]?.resolve('1');
    await settle();
    expect(summary(queue.items())).toEqual(['b:pending', 'c:queued']);
    server.calls[1]?.resolve('2');
    await settle();
    server.calls[2]?.resolve('3');
    await settle();

    expect(server.calls.map((c) => (c.message as { message: string }).message)).toEqual(['a', 'b', 'c']);
    expect(sent).toEqual(['1', '2', '3']);
    expect(queue.items()).toEqual([]);
    expect(changes[0]).toEqual(['a:queued', 'b:queued']);
  });

  it('stops at the first failure; a retry sends it again in its place, then the rest', async () => {
    const server = deferredServer();
    const failed = vi.fn();
    const queue = createSendQueue({
      send: server.send,
      onSent: () => {},
      onFailed: failed,
      onChange: () => {},
      random: () => 0,
    });

    void queue.enqueue([text('a'), text('b')]);
    server.calls[0]?.reject(new NetworkError(new Error('offline')));
    await settle();
    expect(summary(queue.items())).toEqual(['a:error', 'b:queued']);
    expect(queue.items()[0]).toMatchObject({
      hasFailed: true,
      canRetry: true,
      errorText: RETRYABLE_SEND_ERRORS[0],
    });
    expect(server.calls).toHaveLength(1);
    expect(failed).toHaveBeenCalledTimes(1);

    void queue.retry(queue.items()[0]?.clientTs ?? '');
    expect(summary(queue.items())).toEqual(['a:pending', 'b:queued']);
    expect(queue.items()[0]?.hasFailed).toBe(true);
    server.calls[1]?.resolve('1');
    await settle();
    expect(summary(queue.items())).toEqual(['b:pending']);
    server.calls[2]?.resolve('2');
    await settle();
    expect(queue.items()).toEqual([]);
  });

  it('a 403 or 404 is permanent: no retry; closing it lets the queue move on', async () => {
    const server = deferredServer();
    const queue = createSendQueue({ send: server.send, onSent: () => {}, onChange: () => {} });

    void queue.enqueue([text('a'), text('b')]);
    server.calls[0]?.reject(new ApiError(403, [{ code: 1002, title: 'Forbidden', detail: 'No.' }]));
    await settle();
    const [failed] = queue.items();
    expect(failed).toMatchObject({ status: 'error', canRetry: false, errorText: null });

    void queue.retry(failed?.clientTs ?? '');
    expect(server.calls).toHaveLength(1);

    void queue.dismiss(failed?.clientTs ?? '');
    expect(summary(queue.items())).toEqual(['b:pending']);
    server.calls[1]?.reject(new ApiError(404, []));
    await settle();
    expect(queue.items()[0]).toMatchObject({ status: 'error', canRetry: false });

    void queue.enqueue([]);
    expect(server.calls).toHaveLength(2);
  });

  it('other failures can be retried: 5xx, 429, no answer at all', async () => {
    const server = deferredServer();
    const queue = createSendQueue({ send: server.send, onSent: () => {}, onChange: () => {} });
    for (const error of [new ApiError(500, []), new ApiError(429, []), new NetworkError(new Error('x'))]) {
      void queue.enqueue([text('x')]);
      server.calls.at(-1)?.reject(error);
      await settle();
      expect(queue.items().at(-1)).toMatchObject({ status: 'error', canRetry: true });
      void queue.dismiss(queue.items().at(-1)?.clientTs ?? '');
    }
  });

  it('a message sent while another failed goes out; the failed one waits for its retry', async () => {
    const server = deferredServer();
    const queue = createSendQueue({ send: server.send, onSent: () => {}, onChange: () => {} });
    void queue.enqueue([text('a')]);
    server.calls[0]?.reject(new ApiError(500, []));
    await settle();
    void queue.enqueue([text('b')]);
    expect(summary(queue.items())).toEqual(['a:error', 'b:pending']);
  });
});
