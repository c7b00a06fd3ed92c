import type { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import type { Db } from './database.js';
import { preparingPool } from './prepared-statements.js';

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

  it('ask PostgreSQL to describe a named statement’s rows once per connection', async () => {
    const pool = preparingPool(new pg.Pool({ connectionString: inject('pgAdminUrl'), max: 1 }));
    const client = await pool.connect();
    try {
      let descriptions = 0;
      (client as unknown as { connection: EventEmitter }).connection.on('rowDescription', () => {
        descriptions++;
      });
      for (const n of [1, 2, 3]) {
        const result = await client.query('select $1::int + 1 as n, $2::text as word', [n, `w${n}`]);
        expect(result.rows).toEqual([{ n: n + 1, word: `w${n}` }]);
        expect(result.fields.map((f) => f.name)).toEqual(['n', 'word']);
      }
      expect(descriptions).toBe(1);
      // An error once the description is kept is the statement's, and the connection goes on.
      expect((await client.query('select 6 / $1::int as q', [2])).rows).toEqual([{ q: 3 }]);
      await expect(client.query('select 6 / $1::int as q', [0])).rejects.toThrow(/division by zero/);
      expect((await client.query('select 6 / $1::int as q', [3])).rows).toEqual([{ q: 2 }]);
      expect(descriptions).toBe(2);
      // A statement without rows is described each time (PostgreSQL answers NoData), and runs.
      await client.query('create temporary table kept_shapes (n int)');
      for (const n of [1, 2]) await client.query('insert into kept_shapes values ($1)', [n]);
      expect(
        (await client.query('select sum(n)::int as total from kept_shapes where n > $1', [0])).rows,
      ).toEqual([{ total: 3 }]);
    } finally {
      client.release();
      await pool.end();
    }
  });
});
