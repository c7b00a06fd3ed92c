import type { Rate } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** A budget: what it limits (the row's key) and how fast it refills. */
export interface Budget {
  key: string;
  rate: Rate;
}

/**
 * Microseconds per unit of a budget, rounded down so `max` steps never add up to more than the
 * window (a rounded-up step would make the last one of a burst miss).
 */
const stepOf = (rate: Rate) => Math.floor((rate.windowMs * 1000) / rate.max);

/**
 * Spends one unit of a budget, or answers false and spends nothing. The row keeps when the budget is
 * whole again (`full_at`, the "theoretical arrival time" of the generic cell rate algorithm): a take
 * pushes it one step later and is refused when that lands more than a window from now. One
 * statement, so parallel requests, in this process or another, cannot both spend the last unit.
 */
async function takeOne(db: Db, { key, rate }: Budget): Promise<boolean> {
  const step = sql`${stepOf(rate)}::float8 * interval '1 microsecond'`;
  const { rows } = await sql`
    INSERT INTO rate_limits AS r (key, full_at) VALUES (${key}, now() + ${step})
    ON CONFLICT (key) DO UPDATE SET full_at = greatest(r.full_at, now()) + ${step}
    WHERE greatest(r.full_at, now()) + ${step} <= now() + ${rate.windowMs}::float8 * interval '1 millisecond'
    RETURNING 1 AS taken`.execute(db);
  return rows.length > 0;
}

/** Spends one unit of every budget, or of none (answering false) when one of them is spent. */
export async function take(db: Db, budgets: readonly Budget[]): Promise<boolean> {
  for (const [i, budget] of budgets.entries()) {
    if (await takeOne(db, budget)) continue;
    await giveBack(db, budgets.slice(0, i));
    return false;
  }
  return true;
}

/** Returns one unit to each budget: an attempt that turned out not to count. */
export async function giveBack(db: Db, budgets: readonly Budget[]): Promise<void> {
  if (budgets.length === 0) return;
  await sql`
    UPDATE rate_limits AS r SET full_at = r.full_at - v.step * interval '1 microsecond'
    FROM unnest(${budgets.map((b) => b.key)}::text[], ${budgets.map((b) => stepOf(b.rate))}::float8[])
      AS v(key, step)
    WHERE r.key = v.key`.execute(db);
}

/**
 * Spends one unit of every budget in one statement (one round trip, for calls made at API rates),
 * or of none: answers the budgets that were spent already (empty when all were taken), after
 * giving back the units it took of the others.
 */
export async function takeAll(db: Db, budgets: readonly Budget[]): Promise<Budget[]> {
  if (budgets.length === 0) return [];
  const { rows } = await sql<{ key: string }>`
    WITH want AS (
      SELECT * FROM unnest(
        ${budgets.map((b) => b.key)}::text[],
        ${budgets.map((b) => stepOf(b.rate))}::float8[],
        ${budgets.map((b) => b.rate.windowMs)}::float8[]
      ) AS w(key, step, window_ms)
    )
    INSERT INTO rate_limits AS r (key, full_at)
    SELECT key, now() + step * interval '1 microsecond' FROM want
    ON CONFLICT (key) DO UPDATE SET full_at = greatest(r.full_at, now()) + (excluded.full_at - now())
    WHERE greatest(r.full_at, now()) + (excluded.full_at - now())
      <= now() + (SELECT window_ms FROM want WHERE want.key = r.key) * interval '1 millisecond'
    RETURNING r.key`.execute(db);
  if (rows.length === budgets.length) return [];
  const taken = new Set(rows.map((r) => r.key));
  await giveBack(
    db,
    budgets.filter((b) => taken.has(b.key)),
  );
  return budgets.filter((b) => !taken.has(b.key));
}
