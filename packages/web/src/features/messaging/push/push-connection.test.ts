import type { PushEvent } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS, PushConnection, RECONNECT_DELAYS_MS } from './push-connection';

/** Enough of an EventSource for the connection: the test opens, fails and feeds it. */
class FakeSource {
  readyState = 0;
  closed = false;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A dropped stream the browser retries (CONNECTING), or one closed for good (an HTTP error). */
  fail(forGood = false) {
    this.readyState = forGood ? 2 : 0;
    this.onerror?.();
  }
  emit(event: PushEvent) {
    for (const l of this.listeners.get(event.type) ?? [])
      l(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}

let sources: FakeSource[];
let connection: PushConnection;
const latest = () => sources.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  sources = [];
  connection = new PushConnection({
    createSource: (url) => {
      const source = new FakeSource(url);
      sources.push(source);
      return source as unknown as EventSource;
    },
  });
});
afterEach(() => {
  connection.stop();
  vi.useRealTimers();
});

describe('PushConnection', () => {
  it('opens one EventSource on /svc/push and hands its events to listeners', () => {
    const events: PushEvent[] = [];
    connection.onEvent((e) => events.push(e));
    connection.start();
    connection.start();
    expect(sources).toHaveLength(1);
    expect(latest().url).toBe('/svc/push');
    expect(connection.state).toBe('connecting');
    latest().open();
    expect(connection.state).toBe('open');
    const counts: PushEvent = { type: 'counts', counts: { unread_messages: { b1: { '7': 2 } } } };
    const message: PushEvent = {
      type: 'message',
      conversation_id: '7',
      participant: 'b1',
      from: 'b2',
      ts: '9',
    };
    latest().emit(counts);
    latest().emit(message);
    expect(events).toEqual([counts, message]);
  });

  it('lets the browser reconnect a dropped stream and reports unavailable after three failures in a row', () => {
    connection.start();
    latest().open();
    latest().fail();
    expect(connection.state).toBe('connecting');
    latest().fail();
    expect(connection.state).toBe('connecting');
    expect(sources).toHaveLength(1); // the browser's own retries
    latest().fail();
    expect(connection.state).toBe('unavailable');
    expect(latest().closed).toBe(true); // from now on we retry, slowly
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[2]);
    expect(sources).toHaveLength(2);
    latest().open();
    expect(connection.state).toBe('open');
  });

  it('reopens a stream closed for good (401, 5xx) with backoff', () => {
    connection.start();
    latest().fail(true);
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0] - 1);
    expect(sources).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sources).toHaveLength(2);
    latest().fail(true);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]);
    expect(sources).toHaveLength(3);
    latest().fail(true);
    expect(connection.state).toBe('unavailable');
    // A success in between starts the count over.
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[2]);
    latest().open();
    latest().fail(true);
    expect(connection.state).toBe('connecting');
  });

  it('counts a stream that never opens as a failure', () => {
    connection.start();
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(sources[0]!.closed).toBe(true);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[0]);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    vi.advanceTimersByTime(RECONNECT_DELAYS_MS[1]);
    vi.advanceTimersByTime(CONNECT_TIMEOUT_MS);
    expect(connection.state).toBe('unavailable');
  });

  it('stops: closes the stream, cancels retries', () => {
    connection.start();
    latest().fail(true);
    connection.stop();
    vi.advanceTimersByTime(60_000);
    expect(sources).toHaveLength(1);
    expect(connection.running).toBe(false);
  });

  it('is unavailable at once where there is no EventSource', () => {
    const original = globalThis.EventSource;
    // @ts-expect-error: a browser without EventSource
    delete globalThis.EventSource;
    try {
      const none = new PushConnection();
      none.start();
      expect(none.state).toBe('unavailable');
    } finally {
      if (original) globalThis.EventSource = original;
    }
  });
});
