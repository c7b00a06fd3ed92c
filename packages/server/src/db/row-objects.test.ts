import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { hasFastProperties, haveSameMap } from '../../test/v8-shapes.js';

const database = useTestDatabase();

/** As wide as a card, with each kind of column a card reads: ids, text, flags, times, arrays, JSON, nulls. */
const WIDE = `i::bigint as id, 'post ' || i as title, i % 2 = 0 as liked, i::int as note_count,
  timestamptz '2026-11-27 12:00:00+00' + i * interval '1 minute' as published_at,
  array['a', 'b' || i] as tags, jsonb_build_object('n', i) as extra, null::text as source_url,
  ${Array.from({ length: 52 }, (_, n) => `i + ${n} as c${n}`).join(', ')}`;

/** The same statement through node-postgres's own row objects, on a plain client. */
async function plainRows(text: string, values: unknown[]): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: inject('pgAdminUrl') });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

describe('rows of a statement with parameters', () => {
  it('are the objects node-postgres makes, value for value and in column order', async () => {
    const rows = (
      await sql`select ${sql.raw(WIDE)} from generate_series(1, ${3}::int) i`.execute(database.db)
    ).rows;
    const plain = await plainRows(`select ${WIDE} from generate_series(1, $1::int) i`, [3]);
    expect(rows).toHaveLength(3);
    expect(rows).toEqual(plain);
    expect(rows.map((r) => Object.keys(r as object))).toEqual(plain.map((r) => Object.keys(r as object)));
    expect(rows[1]).toMatchObject({
      id: '2',
      title: 'post 2',
      liked: true,
      tags: ['a', 'b2'],
      extra: { n: 2 },
    });
  });

  it('are fast objects of one shape, so reading and presenting them stays on V8s fast paths', async () => {
    const rows = (
      await sql`select ${sql.raw(WIDE)} from generate_series(1, ${20}::int) i`.execute(database.db)
    ).rows as object[];
    for (const row of rows) expect(hasFastProperties(row)).toBe(true);
    for (const row of rows.slice(1)) expect(haveSameMap(row, rows[0] as object)).toBe(true);
  });

  it('keep the last of two columns of one name, as node-postgres does', async () => {
    const rows = await sql`select ${1}::int as a, 2 as a, 3 as b`.execute(database.db);
    expect(rows.rows).toEqual([{ a: 2, b: 3 }]);
  });

  it('take a column called __proto__ as a column, never as the prototype', async () => {
    const rows = await sql<
      Record<string, unknown>
    >`select ${'{"polluted": true}'}::text as "__proto__"`.execute(database.db);
    const row = rows.rows[0] as Record<string, unknown>;
    expect(Object.getPrototypeOf(row)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(row, '__proto__')?.value).toBe('{"polluted": true}');
    expect('polluted' in row).toBe(false);
  });

  it('are none when the statement finds none, and writes still count their rows', async () => {
    expect((await sql`select 1 as a where ${false}::boolean`.execute(database.db)).rows).toEqual([]);
    await database.db.connection().execute(async (conn) => {
      await sql`create temporary table scratch (n int)`.execute(conn);
      const inserted = await sql`insert into scratch select generate_series(1, ${4}::int)`.execute(conn);
      expect(inserted.numAffectedRows).toBe(4n);
      const returned = await sql<{ n: number }>`update scratch set n = n * ${10}::int returning n`.execute(
        conn,
      );
      expect(returned.rows.map((r) => r.n).sort((a, b) => a - b)).toEqual([10, 20, 30, 40]);
    });
  });
});
