import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { readTimestamptz, rookeryTypes } from './timestamps.js';

const database = useTestDatabase();
const readAnyForm = pg.types.getTypeParser(1184, 'text') as (text: string) => Date | number | null;

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** A timestamptz as PostgreSQL writes it in UTC, with `digits` digits of the second's fraction. */
function written(at: number, digits: number): string {
  const d = new Date(at);
  const base = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1, 2)}-${pad(d.getUTCDate(), 2)} ${pad(d.getUTCHours(), 2)}:${pad(d.getUTCMinutes(), 2)}:${pad(d.getUTCSeconds(), 2)}`;
  const fraction =
    digits === 0 ? '' : `.${pad(d.getUTCMilliseconds() * 1000 + Math.abs(at % 997), 6).slice(0, digits)}`;
  return `${base}${fraction}+00`;
}

describe('readTimestamptz', () => {
  it('reads what node-postgres reads, to the millisecond, for every fraction length', () => {
    for (let i = 0; i < 2000; i++) {
      // Years 1000 to 9999, any instant.
      const at =
        Date.UTC(1000, 0, 1) +
        Math.floor((((i * 7919) % 1000) / 1000) * (Date.UTC(9999, 11, 31) - Date.UTC(1000, 0, 1))) +
        i * 1_234_567;
      const text = written(at, i % 7);
      expect((readTimestamptz(text) as Date).getTime(), text).toBe((readAnyForm(text) as Date).getTime());
    }
  });

  it('leaves every other form to node-postgres', () => {
    for (const text of [
      'infinity',
      '-infinity',
      '0050-03-01 12:00:00+00',
      '2026-11-28 01:31:50.5+05:30',
      '2026-11-28 01:31:50-08',
      '0044-03-15 12:00:00+00 BC',
      '12026-11-28 01:31:50+00',
      '2026-11-28 01:31:50.+00',
    ]) {
      expect(readTimestamptz(text), text).toEqual(readAnyForm(text));
    }
  });

  it('is the pool’s reader of timestamptz text, and only of that', () => {
    expect(rookeryTypes.getTypeParser(1184, 'text')).toBe(readTimestamptz);
    expect(rookeryTypes.getTypeParser(1184, 'binary')).toBe(pg.types.getTypeParser(1184, 'binary'));
    expect(rookeryTypes.getTypeParser(1114, 'text')).toBe(pg.types.getTypeParser(1114, 'text'));
  });

  it('is how the database’s timestamps arrive', async () => {
    const row = (
      await sql<{ at: Date; whole: Date; early: Date }>`select
        ${'2026-11-28 01:31:50.774123+00'}::timestamptz as at,
        timestamptz '1999-12-31 23:59:59+00' as whole,
        timestamptz '0050-06-01 00:00:00.25+00' as early`.execute(database.db)
    ).rows[0];
    expect(row?.at.toISOString()).toBe('2026-11-28T01:31:50.774Z');
    expect(row?.whole.toISOString()).toBe('1999-12-31T23:59:59.000Z');
    expect(row?.early.toISOString()).toBe('0050-06-01T00:00:00.250Z');
  });
});
