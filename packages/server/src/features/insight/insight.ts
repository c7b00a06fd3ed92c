import {
  type InsightPoint,
  type InsightQuery,
  type InsightResponse,
  SITE_COUNTS,
  type SiteCount,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

type Row = { at: Date | string; n: string };
const points = (rows: Row[]): InsightPoint[] =>
  rows.map((r) => [Math.floor(new Date(r.at).getTime() / 1000), Number(r.n)]);

/** The figures of the insight page for a range, every one from the job's counts (aggregate.ts). */
export async function insight(db: Db, { from, to, bucket }: InsightQuery): Promise<InsightResponse> {
  const unit = sql.lit(bucket);
  const [events, site, active, top, cursor] = await Promise.all([
    sql<Row>`select date_trunc(${unit}, hour, 'UTC') as at, sum(events)::text as n from insight_hours
      where source <> 'site' and hour >= ${from} and hour < ${to} group by 1 order by 1`.execute(db),
    sql<Row & { name: SiteCount }>`select name, date_trunc('day', hour, 'UTC') as at, sum(events)::text as n
      from insight_hours where source = 'site' and hour >= ${from} and hour < ${to}
      group by 1, 2 order by 2`.execute(db),
    sql<Row>`select day as at, count(*)::text as n from insight_active_users
      where day >= ${from}::date and day < ${to}::date + 1 group by 1 order by 1`.execute(db),
    sql<{ source: string; name: string; n: string }>`select source, name, sum(events)::text as n
      from insight_hours where source <> 'site' and hour >= ${from} and hour < ${to}
      group by 1, 2 order by sum(events) desc, name limit 10`.execute(db),
    db.selectFrom('insight_cursors').select('position').where('name', '=', 'events').executeTakeFirst(),
  ]);
  const bySite = Object.fromEntries(
    SITE_COUNTS.map((name) => [name, points(site.rows.filter((r) => r.name === name))]),
  ) as Record<SiteCount, InsightPoint[]>;
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    events: points(events.rows),
    active_users: points(active.rows),
    site: bySite,
    top: top.rows.map((r) => ({ source: r.source, name: r.name, events: Number(r.n) })),
    counted_until: cursor?.position ?? null,
  };
}
