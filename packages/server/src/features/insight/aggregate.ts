import { sql } from 'kysely';
import { planForValues } from '../../db/custom-plans.js';
import type { Db } from '../../db/database.js';
import { countAdHours } from '../ads/count-figures.js';
import { cursorOf, hourStart, minuteStart, setCursor } from './cursors.js';

/**
 * The events of whole hours not counted yet, by source and name, and who was active on their day:
 * from the hour after the last one counted (or the first event) up to the current hour's start.
 * An event is stamped with the time it came in, so a counted hour never gains one later.
 */
async function countEvents(tx: Db, now: Date): Promise<void> {
  const until = hourStart(now);
  const stored = await cursorOf(tx, 'events');
  const first = stored
    ? new Date(stored)
    : (await sql<{ at: Date | null }>`select min(at) as at from events`.execute(tx)).rows[0]?.at;
  if (!first) return;
  const from = hourStart(new Date(first));
  if (from >= until) return;
  await sql`insert into insight_hours (hour, source, name, events)
    select date_trunc('hour', at), source, name, count(*) from events
    where at >= ${from} and at < ${until} group by 1, 2, 3
    on conflict (hour, source, name) do update set events = insight_hours.events + excluded.events`.execute(
    tx,
  );
  await addDays(tx, from, until);
  await sql`insert into insight_active_users (day, user_id)
    select distinct (at at time zone 'UTC')::date, user_id from events
    where at >= ${from} and at < ${until} and user_id is not null
    on conflict do nothing`.execute(tx);
  // The days just counted are counted again whole: a day's users are its rows, wherever they came from.
  await sql`insert into insight_active_days (day, users)
    select day, count(*) from insight_active_users
    where day >= (${from}::timestamptz at time zone 'UTC')::date and day <= (${until}::timestamptz at time zone 'UTC')::date
    group by day
    on conflict (day) do update set users = excluded.users`.execute(tx);
  await setCursor(tx, 'events', until.toISOString());
}

/** The site's own counts: what each table gained since the last id counted, by the hour it was made. */
const SITE_TABLES = [
  { cursor: 'posts', table: 'posts', name: sql`case when is_reblog then 'reblog' else 'post' end` },
  { cursor: 'likes', table: 'likes', name: sql`'like'` },
  { cursor: 'messages', table: 'messages', name: sql`'message'` },
] as const;

async function countSite(tx: Db): Promise<void> {
  for (const { cursor, table, name } of SITE_TABLES) {
    const after = (await cursorOf(tx, cursor)) ?? '0';
    const top = await sql<{ id: string | null }>`select max(id)::text as id from ${sql.table(table)}`.execute(
      tx,
    );
    const upTo = top.rows[0]?.id;
    if (!upTo || BigInt(upTo) <= BigInt(after)) continue;
    const touched = await sql<{ hour: Date }>`insert into insight_hours (hour, source, name, events)
      select date_trunc('hour', created_at), 'site', ${name}, count(*) from ${sql.table(table)}
      where id > ${after} and id <= ${upTo} group by 1, 3
      on conflict (hour, source, name) do update set events = insight_hours.events + excluded.events
      returning hour`.execute(tx);
    const first = touched.rows.reduce<Date | null>((a, r) => (!a || r.hour < a ? r.hour : a), null);
    // Rows are made now or before: their days run up to today.
    if (first) await addDays(tx, first, new Date(Date.now() + 86_400_000), 'site');
    await setCursor(tx, cursor, upTo);
  }
}

/**
 * The days of the hours just counted, summed again from insight_hours: the hours' counts are whole,
 * so a day's is their sum. (Site counts go in by id, into any hour: their days are redone whole.)
 */
async function addDays(tx: Db, from: Date, until: Date, source?: 'site'): Promise<void> {
  const which = source ? sql`source = 'site'` : sql`source <> 'site'`;
  await sql`insert into insight_days (day, source, name, events)
    select (hour at time zone 'UTC')::date, source, name, sum(events) from insight_hours
    where hour >= date_trunc('day', ${from}::timestamptz, 'UTC') and hour < ${until} and ${which}
    group by 1, 2, 3
    on conflict (day, source, name) do update set events = excluded.events`.execute(tx);
}

/** How far back the minute counts reach: the chart shows two days, a third is kept for its edge. */
const MINUTES_KEPT_MS = 3 * 86_400_000;

/**
 * The events of whole minutes not counted yet, for the minute chart: from the last minute counted
 * (never more than the days kept) up to the current minute's start; older minutes are dropped.
 */
export async function countMinutes(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('rookery:insight-minutes'))`.execute(tx);
    await planForValues(tx);
    const until = minuteStart(now);
    const oldest = new Date(until.getTime() - MINUTES_KEPT_MS);
    const stored = await cursorOf(tx, 'minutes');
    const from = stored && new Date(stored) > oldest ? new Date(stored) : oldest;
    if (from >= until) return;
    await sql`insert into insight_minutes (minute, source, name, events)
      select date_trunc('minute', at), source, name, count(*) from events
      where at >= ${from} and at < ${until} group by 1, 2, 3
      on conflict (minute, source, name) do update set events = insight_minutes.events + excluded.events`.execute(
      tx,
    );
    await sql`delete from insight_minutes where minute < ${oldest}`.execute(tx);
    await setCursor(tx, 'minutes', until.toISOString());
  });
}

/**
 * The insight job (hourly, jobs/runner.ts): counts taken forward in one transaction under a lock,
 * so server processes never count the same rows twice, and a count is never half taken. The house
 * ads' figures per campaign (features/ads/count-figures.ts) are taken in the same pass.
 */
export async function aggregateInsight(db: Db, now = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    await sql`select pg_advisory_xact_lock(hashtext('rookery:insight'))`.execute(tx);
    await planForValues(tx);
    await countEvents(tx, now);
    await countSite(tx);
    await countAdHours(tx, now);
  });
  await countMinutes(db, now);
}
