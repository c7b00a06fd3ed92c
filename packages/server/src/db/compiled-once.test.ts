import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { compiledOnce } from './compiled-once.js';
import type { Db } from './database.js';

const database = useTestDatabase();

describe('compiledOnce', () => {
  it('binds each run its own values, keeping the constants the statement was built with', async () => {
    let builds = 0;
    const sum = compiledOnce(2, (conn: Db, a: number, b: number[]) => {
      builds++;
      return conn.selectNoFrom([
        sql<number>`${a}::int + ${10}::int + (select coalesce(sum(x), 0)::int from unnest(${b}::int[]) x)`.as(
          'total',
        ),
      ]);
    });
    expect(await sum(database.db, 1, [2, 3])).toEqual([{ total: 16 }]);
    expect(await sum(database.db, 5, [])).toEqual([{ total: 15 }]);
    expect(builds).toBe(1);
  });

  it('refuses a statement that does not bind every argument', async () => {
    const shaped = compiledOnce(1, (conn: Db, _unused: string) =>
      conn.selectNoFrom([sql<number>`1`.as('one')]),
    );
    await expect(shaped(database.db, 'x')).rejects.toThrow(/every argument/);
  });
});
