// @vitest-environment jsdom
import type { Bootstrap, PushEvent, UserCountsResponse } from '@rookery/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_KEY } from '../../accounts/session-cache';
import { COUNTS_QUERY_KEY, usePushEvents } from '../push';
import { type PollingControls, useInboxPolling } from '.';

/** The browser's EventSource as far as the push connection uses it. */
class FakeSource {
  static all: FakeSource[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  private readonly listeners = new Map<string, ((e: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  addEventListener(type: string, listener: (e: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  fail() {
    this.readyState = 0;
    this.onerror?.();
  }
  emit(event: PushEvent) {
    for (const l of this.listeners.get(event.type) ?? [])
      l(new MessageEvent(event.type, { data: JSON.stringify(event) }));
  }
}
vi.stubGlobal('EventSource', FakeSource);
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const S = 1000;
let root: Root;
let container: HTMLElement;
let queryClient: QueryClient;
let controls: PollingControls;
let received: PushEvent[];

function Probe(props: { enabled: boolean; poll: () => Promise<boolean> }) {
  controls = useInboxPolling(props);
  usePushEvents((event) => received.push(event));
  return null;
}

function render(props: { enabled: boolean; poll: () => Promise<boolean> }) {
  act(() =>
    root.render(
      <QueryClientProvider client={queryClient}>
        <Probe {...props} />
      </QueryClientProvider>,
    ),
  );
}

const source = () => FakeSource.all.at(-1)!;

beforeEach(() => {
  vi.useFakeTimers();
  FakeSource.all = [];
  received = [];
  queryClient = new QueryClient();
  queryClient.setQueryData<Partial<Bootstrap>>(SESSION_KEY, {
    user: { email: 'ada@example.com', name: 'ada' } as Bootstrap['user'],
  });
  container = document.createElement('div');
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
});

describe('messaging polling hooks', () => {
  it('poll only while enabled and push is unavailable, and stop when the stream opens again', async () => {
    const poll = vi.fn(async () => false);
    render({ enabled: true, poll });
    expect(FakeSource.all).toHaveLength(1);
    expect(source().url).toBe('/svc/push');
    await act(() => vi.advanceTimersByTimeAsync(9 * S));
    expect(poll).not.toHaveBeenCalled(); // push is connecting: no polling
    expect(controls.polling).toBe(false);

    act(() => {
      source().fail();
      source().fail();
      source().fail();
    });
    expect(controls.polling).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(15 * S));
    expect(poll).toHaveBeenCalledTimes(1);

    // The slow reconnect succeeds: push is back, polling stops.
    await act(() => vi.advanceTimersByTimeAsync(15 * S));
    act(() => source().open());
    expect(controls.polling).toBe(false);
    const calls = poll.mock.calls.length;
    await act(() => vi.advanceTimersByTimeAsync(120 * S));
    expect(poll).toHaveBeenCalledTimes(calls);
  });

  it('do not poll while not enabled (inbox closed, or email not verified)', async () => {
    const poll = vi.fn(async () => false);
    render({ enabled: false, poll });
    act(() => {
      for (let i = 0; i < 3; i++) source().fail();
    });
    await act(() => vi.advanceTimersByTimeAsync(120 * S));
    expect(poll).not.toHaveBeenCalled();
    render({ enabled: true, poll });
    await act(() => vi.advanceTimersByTimeAsync(15 * S));
    expect(poll).toHaveBeenCalledTimes(1);
  });

  it('hand push events to listeners and put counts into the counts query', () => {
    render({ enabled: true, poll: async () => false });
    act(() => source().open());
    const counts: UserCountsResponse = { unread_messages: { 'blog-uuid': { '12': 3 } } };
    act(() => source().emit({ type: 'counts', counts }));
    expect(queryClient.getQueryData(COUNTS_QUERY_KEY)).toEqual(counts);
    expect(received).toEqual([{ type: 'counts', counts }]);
  });

  it('close the stream when the user signs out', async () => {
    render({ enabled: true, poll: async () => false });
    const first = source();
    act(() => queryClient.setQueryData<Partial<Bootstrap>>(SESSION_KEY, { user: null }));
    // The session observers hear of it a tick later, and the stream stops a tick after the release.
    await act(() => vi.advanceTimersByTimeAsync(1));
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(first.readyState).toBe(2);
    expect(FakeSource.all).toHaveLength(1);
  });
});
