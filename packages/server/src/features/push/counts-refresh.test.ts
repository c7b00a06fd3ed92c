import type { UserCountsResponse } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountsRefresh } from './counts-refresh.js';

const counts = (n: number): UserCountsResponse => ({ unread_messages: { blog: { '1': n } } });

let queries: { userId: string; answer: (c: UserCountsResponse) => void }[];
let delivered: [string, number][];
let refresh: CountsRefresh;

beforeEach(() => {
  vi.useFakeTimers();
  queries = [];
  delivered = [];
  refresh = new CountsRefresh(
    (userId) => new Promise((answer) => queries.push({ userId, answer })),
    (userId, c) => delivered.push([userId, c.unread_messages.blog!['1']!]),
    () => undefined,
    5,
  );
});
afterEach(() => vi.useRealTimers());

describe('CountsRefresh', () => {
  it('runs one query for the notices of a user within a few milliseconds, one per user', async () => {
    refresh.request('ada');
    refresh.request('ada');
    refresh.request('ben');
    await vi.advanceTimersByTimeAsync(2);
    refresh.request('ada');
    await vi.advanceTimersByTimeAsync(5);
    expect(queries.map((q) => q.userId)).toEqual(['ada', 'ben']);
    queries[0]!.answer(counts(1));
    queries[1]!.answer(counts(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered).toEqual([
      ['ada', 1],
      ['ben', 2],
    ]);
  });

  it('runs once more after a query when notices came while it ran', async () => {
    refresh.request('ada');
    await vi.advanceTimersByTimeAsync(5);
    refresh.request('ada');
    refresh.request('ada');
    queries[0]!.answer(counts(1));
    await vi.advanceTimersByTimeAsync(5);
    expect(queries).toHaveLength(2);
    queries[1]!.answer(counts(2));
    await vi.advanceTimersByTimeAsync(0);
    expect(delivered.map(([, n]) => n)).toEqual([1, 2]);
  });
});
