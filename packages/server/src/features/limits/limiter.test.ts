import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.js';
import { createDb, type Db } from '../../db/database.js';
import { giveBack, take, takeAll } from './limiter.js';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** A second pool on the same database: another server process, as far as the limiter can tell. */
let other: Db;
beforeAll(async () => {
  database = await createTestDatabase();
  other = createDb(database.url, 5);
});
afterAll(async () => {
  await other.destroy();
  await database.drop();
});

const HOUR = 3_600_000;
const budget = (key: string, max: number, windowMs = HOUR) => ({ key, rate: { max, windowMs } });

/** Moves a budget's clock: as if `ms` had passed. */
const age = (key: string, ms: number) =>
  sql`update rate_limits set full_at = full_at - ${ms}::float8 * interval '1 millisecond' where key = ${key}`.execute(
    database.db,
  );

describe('take', () => {
  it('lets exactly `max` through of many at once, from two processes', async () => {
    const b = budget('race', 10);
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => take(i % 2 ? database.db : other, [b])),
    );
    expect(results.filter(Boolean)).toHaveLength(10);
  });

  it('refills one unit every window / max, up to max', async () => {
    const b = budget('refill', 4);
    for (let i = 0; i < 4; i++) expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(false);
    await age('refill', HOUR / 4 + 1000);
    expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(false);
    await age('refill', 10 * HOUR);
    for (let i = 0; i < 4; i++) expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(false);
  });

  it('keeps a whole burst when the step does not divide the window', async () => {
    const b = budget('uneven', 90, 60_000);
    for (let i = 0; i < 90; i++) expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(false);
  });

  it('spends every budget or none', async () => {
    const roomy = budget('roomy', 5);
    const tight = budget('tight', 1);
    expect(await take(database.db, [roomy, tight])).toBe(true);
    expect(await take(database.db, [roomy, tight])).toBe(false);
    // The refused take gave roomy's unit back: four are left of five.
    for (let i = 0; i < 4; i++) expect(await take(database.db, [roomy])).toBe(true);
    expect(await take(database.db, [roomy])).toBe(false);
  });
});

describe('giveBack', () => {
  it('returns a unit, so an attempt that did not count leaves the budget as it was', async () => {
    const b = budget('returned', 2);
    expect(await take(database.db, [b])).toBe(true);
    await giveBack(database.db, [b]);
    expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(true);
    expect(await take(database.db, [b])).toBe(false);
  });
});

describe('takeAll', () => {
  it('spends every budget in one statement, or none, and names the spent ones', async () => {
    const minute = budget('all-minute', 2, 60_000);
    const day = budget('all-day', 100, 24 * HOUR);
    expect(await takeAll(database.db, [minute, day])).toEqual([]);
    expect(await takeAll(database.db, [minute, day])).toEqual([]);
    expect(await takeAll(database.db, [minute, day])).toEqual([minute]);
    // The refused call gave back what it took of the day's budget: 98 left, as after two calls.
    const spent = await Promise.all(Array.from({ length: 99 }, () => takeAll(other, [day])));
    expect(spent.filter((refused) => refused.length === 0)).toHaveLength(98);
  });

  it('lets exactly `max` through of many at once', async () => {
    const a = budget('all-race-a', 10);
    const b = budget('all-race-b', 1000);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => takeAll(i % 2 ? database.db : other, [a, b])),
    );
    expect(results.filter((refused) => refused.length === 0)).toHaveLength(10);
  });
});
