import {
  type InsightPoint,
  type InsightQuery,
  type InsightResponse,
  SITE_COUNTS,
  type SiteCount,
} from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { cursorOf } from './cursors.js';

type Row = { at: Date | string; n: string };
const points = (rows: Row[]): InsightPoint[] =>
  rows.map((r) => [Math.floor(new Date(r.at).getTime() / 1000), Number(r.n)]);

/**
 * Where a bucket's counts are read, as rows `c(t, source, name, events)`: days from insight_days,
 * hours from insight_hours, minutes from insight_minutes up to `counted` (the minute job's cursor)
 * and from the events themselves after it.
 */
function countsOf({ from, to, bucket }: InsightQuery, counted?: Date | null): RawBuilder<unknown> {
  if (bucket === 'day')
    return sql`(select day::timestamptz as t, source, name, events from insight_days
      where day >= (${from}::timestamptz at time zone 'UTC')::date
        and day < (${to}::timestamptz at time zone 'UTC')::date + 1) c`;
  if (bucket === 'hour')
    return sql`(select hour as t, source, name, events from insight_hours where hour >= ${from} and hour < ${to}) c`;
  // Minutes counted (insight_minutes, up to `counted`), then the few events since, read as they are.
  const split = counted && counted > from ? (counted < to ? counted : to) : from;
  return sql`(select minute as t, source, name, events from insight_minutes
      where minute >= ${from} and minute < ${split}
    union all
    select date_trunc('minute', at) as t, source, name, 1 as events from events
      where at >= ${split} and at < ${to}) c`;
}

type CountRow = { t: Date | string | null; source: string | null; name: string | null; n: string };

/**
 * The range's counts summed two ways in one scan (grouping sets): rows with a time are per bucket,
 * rows with a source and name per event; the buckets ascending, the ten most frequent events.
 */
export function sumTwoWays(rows: CountRow[]): { events: Row[]; top: InsightResponse['top'] } {
  const events = rows
    .filter((r): r is CountRow & { t: Date | string } => r.t !== null)
    .map((r) => ({ at: r.t, n: r.n }))
    .sort((a, b) => new Date(a.at).getTime() - new Date(b.at).getTime());
  const top = rows
    .filter((r) => r.t === null && r.source !== null && r.name !== null)
    .map((r) => ({ source: r.source as string, name: r.name as string, events: Number(r.n) }))
    .sort((a, b) => b.events - a.events || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 10);
  return { events, top };
}

/** The figures of the insight page for a range (aggregate.ts keeps the counts they are read from). */
export async function insight(db: Db, query: InsightQuery): Promise<InsightResponse> {
  const { from, to, bucket } = query;
  const minutes = bucket === 'minute' ? await cursorOf(db, 'minutes') : null;
  const table = countsOf(query, minutes ? new Date(minutes) : null);
  // The site's counts live with the hours and days; by minute, they are shown by hour.
  const site = countsOf({ ...query, bucket: bucket === 'minute' ? 'hour' : bucket });
  // The range's counts are read once and summed two ways in the same statement: per bucket for the
  // chart, per event for the top list.
  const [counted, siteRows, active, cursor] = await Promise.all([
    sql<CountRow>`select c.t, c.source, c.name, sum(c.events)::text as n from ${table}
      where c.source <> 'site' group by grouping sets ((c.t), (c.source, c.name))`.execute(db),
    sql<Row & { name: SiteCount }>`select c.name, c.t as at, sum(c.events)::text as n from ${site}
      where c.source = 'site' group by 1, 2 order by 2`.execute(db),
    sql<Row>`select day::timestamptz as at, users::text as n from insight_active_days
      where day >= (${from}::timestamptz at time zone 'UTC')::date and day < (${to}::timestamptz at time zone 'UTC')::date + 1
      order by 1`.execute(db),
    cursorOf(db, 'events'),
  ]);
  const { events, top } = sumTwoWays(counted.rows);
  const bySite = Object.fromEntries(
    SITE_COUNTS.map((name) => [name, points(siteRows.rows.filter((r) => r.name === name))]),
  ) as Record<SiteCount, InsightPoint[]>;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    events: points(events),
    active_users: points(active.rows),
    site: bySite,
    top,
    counted_until: cursor,
  };
}
