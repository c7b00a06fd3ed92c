import { createRequire } from 'node:module';
import { sql } from 'kysely';
import { Parser } from 'pg-protocol/dist/parser.js';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/test-database.js';
import { isSequential } from '../../test/v8-shapes.js';
import { dataRowFields } from './data-rows.js';

const database = useTestDatabase();

/** A DataRow message body as PostgreSQL sends it, behind `padding` bytes of other messages. */
function dataRow(fields: (string | null)[], padding = 3): Buffer {
  const parts: Buffer[] = [Buffer.alloc(padding, 0xff), Buffer.alloc(2)];
  parts[1]!.writeInt16BE(fields.length);
  for (const field of fields) {
    const length = Buffer.alloc(4);
    if (field === null) length.writeInt32BE(-1);
    else length.writeInt32BE(Buffer.byteLength(field));
    parts.push(length);
    if (field !== null) parts.push(Buffer.from(field));
  }
  return Buffer.concat(parts);
}

const read = (fields: (string | null)[], padding = 3) => {
  const bytes = dataRow(fields, padding);
  return dataRowFields(bytes, padding, bytes.length);
};

describe('dataRowFields', () => {
  it('reads text, empty text and NULL, each field from its own bytes', () => {
    expect(read(['42', 't', '', null, '2026-11-28 04:00:00.123456+00', '{"a":[1,2]}'])).toEqual([
      '42',
      't',
      '',
      null,
      '2026-11-28 04:00:00.123456+00',
      '{"a":[1,2]}',
    ]);
    expect(read([])).toEqual([]);
  });

  it('decodes a field past ASCII as UTF-8, beside ASCII fields read from the row', () => {
    const fields = ['Rooks’ dusk 🐦', 'plain', 'çà et là', '夕暮れ', 'x'.repeat(300), null];
    expect(read(fields)).toEqual(fields);
  });

  it('gives every field a string of its own, never a view into the row (JSON.stringify fast path)', () => {
    const fields = read([
      '42',
      'twelve chars',
      'thirteen char',
      '2026-11-28 04:00:00.123456+00',
      'x'.repeat(300),
      'çà et là',
    ]);
    expect(fields.map((f) => isSequential(f as string))).toEqual([true, true, true, true, true, true]);
    // What a view is: the test would see one.
    expect(isSequential('a row of text, cut'.repeat(3).slice(1, 30))).toBe(false);
  });

  it('reads fields whose lengths have high bytes, and rows too long to copy whole', () => {
    const long = ['a'.repeat(200), 'é'.repeat(40_000), 'b'.repeat(70_000), '’'];
    expect(read(long, 0)).toEqual(long);
  });
});

describe('every connection', () => {
  it('reads its rows with dataRowFields', () => {
    // The Parser changed here is the one node-postgres parses its connections' messages with.
    const fromPg = createRequire(createRequire(import.meta.url).resolve('pg'))('pg-protocol/dist/parser.js');
    expect(fromPg.Parser).toBe(Parser);
    expect((Parser.prototype as unknown as { handlePacket: { name: string } }).handlePacket.name).toBe(
      'readDataRowsHere',
    );
  });

  it('gets each value as PostgreSQL sent it, NULLs, empty text and every script', async () => {
    const row = (
      await sql<Record<string, unknown>>`select ${'Rooks’ dusk 🐦'}::text as quote, null::text as nothing,
        ''::text as empty, repeat('é', 40000) as long, 7::bigint as id, true as flag,
        array['a', 'b’c'] as tags, jsonb_build_object('k', '夕暮れ') as extra`.execute(database.db)
    ).rows[0];
    expect(row).toEqual({
      quote: 'Rooks’ dusk 🐦',
      nothing: null,
      empty: '',
      long: 'é'.repeat(40_000),
      id: '7',
      flag: true,
      tags: ['a', 'b’c'],
      extra: { k: '夕暮れ' },
    });
  });
});
