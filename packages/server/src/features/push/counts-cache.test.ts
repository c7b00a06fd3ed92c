import type { UserCountsResponse } from '@rookery/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CountsCache } from './counts-cache.js';

const counts = (n: number): UserCountsResponse => ({ unread_messages: { blog: n ? { '1': n } : {} } });

let database: Record<string, number>;
let queries: number;
let live: boolean;
let cache: CountsCache;

beforeEach(() => {
  vi.useFakeTimers();
  database = { ada: 1, ben: 2 };
  queries = 0;
  live = true;
  cache = new CountsCache(
    async (userId) => {
      queries++;
      return counts(database[userId] ?? 0);
    },
    { isLive: () => live, ttlMs: 60_000, holdMs: 5_000, maxEntries: 2 },
  );
});
afterEach(() => vi.useRealTimers());

describe('CountsCache', () => {
  it('answers from memory until a notice for the user arrives', async () => {
    expect(await cache.get('ada')).toEqual(counts(1));
    database.ada = 3; // changed with no notice: not seen
    expect(await cache.get('ada')).toEqual(counts(1));
    expect(queries).toBe(1);
    cache.noticed('ben', 101); // someone else's notice
    expect(await cache.get('ada')).toEqual(counts(1));
    cache.noticed('ada', 102);
    expect(await cache.get('ada')).toEqual(counts(3));
    expect(queries).toBe(2);
  });

  it('forgets an entry after its time to live (changes that publish nothing)', async () => {
    await cache.get('ada');
    database.ada = 5;
    vi.advanceTimersByTime(60_000);
    expect(await cache.get('ada')).toEqual(counts(5));
  });

  it("reads the database for a user while this process's publish has not come back, then keeps again", async () => {
    await cache.get('ada');
    cache.hold(['ada'], 7); // a transaction publishing for ada (not committed yet)
    database.ada = 4; // ...commits
    expect(await cache.get('ada')).toEqual(counts(4));
    expect(await cache.get('ada')).toEqual(counts(4));
    expect(queries).toBe(3); // no keeping while held
    cache.noticed('ada', 8); // another backend's notice: still held
    await cache.get('ada');
    expect(queries).toBe(4);
    cache.noticed('ada', 7); // ours came back
    await cache.get('ada');
    await cache.get('ada');
    expect(queries).toBe(5);
  });

  it("stops holding after a while when the publish's notice never comes (rolled back)", async () => {
    cache.hold(['ada'], 9);
    await cache.get('ada');
    await cache.get('ada');
    expect(queries).toBe(2);
    vi.advanceTimersByTime(5_000);
    await cache.get('ada');
    await cache.get('ada');
    expect(queries).toBe(3);
  });

  it('shares one query between concurrent misses, and keeps no answer a notice overtook', async () => {
    const [a, b] = await Promise.all([cache.get('ada'), cache.get('ada')]);
    expect(a).toEqual(counts(1));
    expect(b).toBe(a);
    expect(queries).toBe(1);

    cache.noticed('ada', 103);
    const running = cache.get('ada');
    cache.noticed('ada', 104); // arrived while that query ran
    database.ada = 9;
    await running;
    expect(await cache.get('ada')).toEqual(counts(9));
  });

  it('keeps nothing while notices may be missed (listener down), and forgets all on clear', async () => {
    live = false;
    await cache.get('ada');
    await cache.get('ada');
    expect(queries).toBe(2);
    live = true;
    await cache.get('ada');
    cache.clear();
    database.ada = 7;
    expect(await cache.get('ada')).toEqual(counts(7));
  });

  it('keeps at most maxEntries users, dropping the longest kept', async () => {
    await cache.get('ada');
    await cache.get('ben');
    await cache.get('cy');
    expect(cache.size).toBe(2);
    const before = queries;
    await cache.get('ada');
    expect(queries).toBe(before + 1);
  });
});
