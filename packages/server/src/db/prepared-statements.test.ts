import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import type { Db } from './database.js';

const database = useTestDatabase();

/** The statements prepared on the connection a callback runs on. */
const preparedOn = (conn: Db) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(conn).then((r) => r.rows);

describe('prepared statements', () => {
  it('prepare a parameterised read once per connection, and answer it each time', async () => {
    await database.db.connection().execute(async (conn) => {
      for (const n of [1, 2, 3]) {
        const row = await sql<{ n: number }>`select ${n}::int + 1 as n`.execute(conn);
        expect(row.rows[0]?.n).toBe(n + 1);
      }
      const prepared = (await preparedOn(conn)).filter((p) => p.statement.includes('+ 1 as n'));
      expect(prepared).toHaveLength(1);
    });
  });

  it('leave statements without parameters unnamed', async () => {
    await database.db.connection().execute(async (conn) => {
      await sql`select 42 as answer`.execute(conn);
      expect((await preparedOn(conn)).some((p) => p.statement.includes('42 as answer'))).toBe(false);
    });
  });

  it('run with their generic plan, not one planned for each run', async () => {
    await database.db.connection().execute(async (conn) => {
      const setting = await sql<{ plan_cache_mode: string }>`show plan_cache_mode`.execute(conn);
      expect(setting.rows[0]?.plan_cache_mode).toBe('force_generic_plan');
      for (const ids of [['1'], ['2', '3'], ['4'], ['5'], ['6'], ['7'], ['8']])
        await sql`select count(*) from users where id = any(${ids}::bigint[])`.execute(conn);
      const plans = await sql<{ generic_plans: string; custom_plans: string }>`
        select generic_plans, custom_plans from pg_prepared_statements
        where statement like '%from users where id = any%'`.execute(conn);
      expect(plans.rows).toEqual([{ generic_plans: '7', custom_plans: '0' }]);
    });
  });

  it('stop naming new texts at the cap, and still run them', async () => {
    await database.db.connection().execute(async (conn) => {
      for (let i = 0; i < 230; i++) {
        const row = await sql<{ v: number }>`select ${i}::int as ${sql.ref(`v${i}`)}`.execute(conn);
        expect(Object.values(row.rows[0] ?? {})[0]).toBe(i);
      }
      expect((await preparedOn(conn)).length).toBeLessThanOrEqual(200);
    });
  });
});
