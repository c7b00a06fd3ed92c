import type { Participant } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRecipientSearch } from './recipient-search';
import { testParticipant } from './test-participant';

/** A server stand-in: each call waits until the test answers it, and records its signal. */
function fakeServer() {
  const calls: {
    query: string;
    signal: AbortSignal;
    answer: (blogs: Participant[]) => void;
    fail: () => void;
  }[] = [];
  const find = (query: string, signal: AbortSignal) =>
    new Promise<Participant[]>((resolve, reject) => {
      calls.push({ query, signal, answer: resolve, fail: () => reject(new Error('down')) });
    });
  return { calls, find };
}

describe('createRecipientSearch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks only once the typing has paused for 250 ms, with the last query', async () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    search.input('a');
    vi.advanceTimersByTime(100);
    search.input('ad');
    vi.advanceTimersByTime(249);
    expect(server.calls).toHaveLength(0);
    expect(search.state().status).toBe('waiting');
    vi.advanceTimersByTime(1);
    expect(server.calls.map((c) => c.query)).toEqual(['ad']);
    expect(search.state()).toMatchObject({ query: 'ad', status: 'loading' });

    server.calls[0]?.answer([testParticipant('ada')]);
    await vi.runAllTimersAsync();
    expect(search.state()).toMatchObject({ query: 'ad', status: 'done' });
    expect(search.state().blogs.map((b) => b.name)).toEqual(['ada']);
  });

  it('cancels the request in flight when the query changes, and ignores its late answer', async () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    search.input('ad');
    vi.advanceTimersByTime(250);
    const first = server.calls[0];
    search.input('gr');
    expect(first?.signal.aborted).toBe(true);

    first?.answer([testParticipant('ada')]);
    await vi.runAllTimersAsync();
    expect(server.calls.map((c) => c.query)).toEqual(['ad', 'gr']);
    server.calls[1]?.answer([testParticipant('grace')]);
    await vi.runAllTimersAsync();
    expect(search.state().blogs.map((b) => b.name)).toEqual(['grace']);
  });

  it('goes back to the favorites at once when the field is emptied', () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    search.input('ad');
    vi.advanceTimersByTime(250);
    search.input('  ');
    expect(server.calls[0]?.signal.aborted).toBe(true);
    expect(search.state()).toEqual({ query: '', status: 'idle', blogs: [] });
    vi.advanceTimersByTime(1000);
    expect(server.calls).toHaveLength(1);
  });

  it('keeps answers per query, so a query typed again is not asked again', async () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    search.input('ad');
    vi.advanceTimersByTime(250);
    server.calls[0]?.answer([testParticipant('ada')]);
    await vi.runAllTimersAsync();
    search.input('');
    search.input('ad ');
    vi.advanceTimersByTime(250);
    expect(server.calls).toHaveLength(1);
    expect(search.state()).toMatchObject({ query: 'ad', status: 'done' });
  });

  it('tells a failed search apart, and asks again when the same query is typed anew', async () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    search.input('ad');
    vi.advanceTimersByTime(250);
    server.calls[0]?.fail();
    await vi.runAllTimersAsync();
    expect(search.state()).toEqual({ query: 'ad', status: 'error', blogs: [] });
    search.input('ad');
    vi.advanceTimersByTime(250);
    expect(server.calls).toHaveLength(2);
  });

  it('tells its listeners, and stops everything when disposed', () => {
    const server = fakeServer();
    const search = createRecipientSearch(server.find);
    const listener = vi.fn();
    search.subscribe(listener);
    search.input('ad');
    expect(listener).toHaveBeenCalledTimes(1);
    search.dispose();
    vi.advanceTimersByTime(1000);
    expect(server.calls).toHaveLength(0);
  });
});
