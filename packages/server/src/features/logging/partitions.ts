import { DEFAULT_EVENT_RETENTION_DAYS } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

const DAY_MS = 86_400_000;
/** Days made ahead of today, so the hourly job missing a run or two never sends events to the default. */
const DAYS_AHEAD = 2;

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const dayName = (day: Date) => `events_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
const dayOf = (name: string): Date | null => {
  const match = /^events_(\d{4})(\d{2})(\d{2})$/.exec(name);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T00:00:00Z`) : null;
};

/**
 * Makes the partition of the UTC day starting at `day`, if it is not there, in the caller's
 * transaction: a table of its own first, into which the default partition's rows of that day
 * move, then attached. (Attaching checks the default holds none of the day's rows; a partition
 * created directly would fail when it does.)
 */
async function ensureDay(tx: Db, day: Date): Promise<void> {
  const name = dayName(day);
  const next = new Date(day.getTime() + DAY_MS);
  const exists = await sql`select 1 from pg_class where relname = ${name}`.execute(tx);
  if (exists.rows.length > 0) return;
  const table = sql.table(name);
  await sql`create table ${table} (like events including defaults)`.execute(tx);
  await sql`with moved as (
      delete from events_default where at >= ${day} and at < ${next} returning *)
    insert into ${table} select * from moved`.execute(tx);
  await sql`alter table events attach partition ${table}
    for values from (${sql.lit(day.toISOString())}) to (${sql.lit(next.toISOString())})`.execute(tx);
}

/** The day partitions there are, by their day. */
async function dayPartitions(db: Db): Promise<{ name: string; day: Date }[]> {
  const rows = await sql<{ name: string }>`
    select c.relname as name from pg_inherits i
    join pg_class c on c.oid = i.inhrelid
    join pg_class p on p.oid = i.inhparent
    where p.relname = 'events'`.execute(db);
  return rows.rows.flatMap(({ name }) => {
    const day = dayOf(name);
    return day ? [{ name, day }] : [];
  });
}

/**
 * The event store's hourly chore (jobs/runner.ts): a partition for today and the next two days
 * (and for any day the default partition caught), and the days older than the retention dropped
 * whole, which costs nothing like deleting their rows.
 */
export async function maintainEventPartitions(
  db: Db,
  now = new Date(),
  retentionDays = DEFAULT_EVENT_RETENTION_DAYS,
): Promise<void> {
  const today = dayStart(now);
  // One transaction under a lock: server processes starting together (or the hourly job beside a
  // start) take turns, and the second finds the days made.
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('rookery:event-partitions'))`.execute(tx);
    const caught = await sql<{ day: Date }>`
      select distinct date_trunc('day', at, 'UTC') as day from events_default`.execute(tx);
    const days = [
      ...caught.rows.map((r) => new Date(r.day)),
      ...Array.from({ length: DAYS_AHEAD + 1 }, (_, i) => new Date(today.getTime() + i * DAY_MS)),
    ];
    for (const day of days) await ensureDay(tx, day);
    const oldest = new Date(today.getTime() - retentionDays * DAY_MS);
    for (const { name, day } of await dayPartitions(tx)) {
      if (day < oldest) await sql`drop table ${sql.table(name)}`.execute(tx);
    }
  });
}
