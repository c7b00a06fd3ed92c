import { joined, messages } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import { ValidationError } from '../../../http/errors.js';

/**
 * Keyset cursors over two sort keys: a time (as microseconds since the epoch, exact in PostgreSQL)
 * and an id that breaks ties. Written `{micros}_{id}`; lists ordered by id alone use `{id}`.
 */
export interface TimeCursor {
  micros: string;
  id: string;
}

export function encodeTimeCursor(micros: string, id: string): string {
  return joined(micros, '_', id);
}

export function decodeTimeCursor(cursor: string | undefined): TimeCursor | undefined {
  if (cursor === undefined) return undefined;
  const [micros, id] = cursor.split('_');
  if (!micros || !id) throw new ValidationError([{ field: 'before', detail: messages.invalidCursor }]);
  return { micros, id };
}

export function decodeIdCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined;
  if (cursor.includes('_')) throw new ValidationError([{ field: 'before', detail: messages.invalidCursor }]);
  return cursor;
}

/**
 * Orders two integers written in decimal as PostgreSQL writes them (no leading zeros or plus sign),
 * such as ids and cursor times, without parsing them: bigints are past a Number's exact range.
 */
export function compareIntegers(a: string, b: string): number {
  const negative = a.startsWith('-');
  if (negative !== b.startsWith('-')) return negative ? -1 : 1;
  const order = a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
  return negative && order !== 0 ? -order : order;
}

/** A column by name, or an expression. */
export type Expr = string | RawBuilder<unknown>;
export const expr = (e: Expr) => (typeof e === 'string' ? sql.ref(e) : e);

/** The time as exact microseconds, selected to build the next cursor. */
export function microsOf(time: Expr): RawBuilder<string> {
  return sql<string>`(extract(epoch from ${expr(time)}) * 1000000)::bigint::text`;
}

/** `(time, id) < cursor`: rows after the cursor in newest-first order, served by a (time, id) index. */
export function olderThan(time: Expr, idColumn: string, cursor: TimeCursor): RawBuilder<boolean> {
  return sql<boolean>`(${expr(time)}, ${sql.ref(idColumn)}) < (timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond', ${cursor.id}::bigint)`;
}

/** A page of ids in list order, and the cursor of the page after it. */
export interface Skeleton {
  ids: string[];
  next: string | null;
  /** The queue's 1-based places, when the list is a queue. */
  positions?: Map<string, number>;
}

/** Trims a `limit + 1` query's rows to the page and derives the next cursor from its last row. */
export function toSkeleton<R extends { id: string }>(
  rows: R[],
  limit: number,
  cursorOf: (row: R) => string,
): Skeleton {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { ids: page.map((r) => r.id), next: rows.length > limit && last ? cursorOf(last) : null };
}

/** For the common case: rows selected with `sort` = microsOf(the time column). */
export const timeCursorOf = (row: { id: string; sort: string }) => encodeTimeCursor(row.sort, row.id);
