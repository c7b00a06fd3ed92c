import type { AdFigures, AdFiguresQuery, AdFiguresResponse } from '@rookery/core';
import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { cursorOf, hourEnd, hourStart } from '../insight/cursors.js';
import { AD_CURSOR, adHoursOf } from './count-figures.js';

const rate = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/**
 * Where a range's counts are read, as rows `(campaign_id, served, viewable, clicks)`: the hours the
 * insight job has counted from ad_hours, and the events after its cursor (an hour or two) as they
 * are, so the figures reach up to now.
 */
function countsOf(from: Date | null, to: Date, counted: Date | null): RawBuilder<unknown>[] {
  const parts: RawBuilder<unknown>[] = [];
  if (counted && (!from || from < counted))
    parts.push(sql`select campaign_id, served, viewable, clicks from ad_hours
      where ${from ? sql`hour >= ${from} and` : sql``} hour < ${counted < to ? counted : to}`);
  if (!counted || counted < to) {
    const tailFrom = counted && (!from || from < counted) ? counted : from;
    parts.push(sql`select campaign_id, served, viewable, clicks from (${adHoursOf(tailFrom, to)}) tail`);
  }
  return parts;
}

/** Every campaign's figures over a range of whole hours (GET /svc/admin/ads/figures), most served first. */
export async function adFigures(db: Db, query: AdFiguresQuery): Promise<AdFiguresResponse> {
  const from = query.from && hourStart(query.from);
  const to = hourEnd(query.to);
  const stored = await cursorOf(db, AD_CURSOR);
  const counted = stored ? new Date(stored) : null;
  const rows = await sql<{
    campaign_id: string;
    name: string;
    served: string;
    viewable: string;
    clicks: string;
  }>`
    select c.id::text as campaign_id, c.name, coalesce(sum(f.served), 0)::text as served,
      coalesce(sum(f.viewable), 0)::text as viewable, coalesce(sum(f.clicks), 0)::text as clicks
    from ad_campaigns c left join (${sql.join(countsOf(from, to, counted), sql` union all `)}) f
      on f.campaign_id = c.id
    group by c.id order by coalesce(sum(f.served), 0) desc, c.id desc`.execute(db);
  const figures = rows.rows.map((r): AdFigures => {
    const [served, viewable, clicks] = [Number(r.served), Number(r.viewable), Number(r.clicks)];
    return {
      campaign_id: r.campaign_id,
      name: r.name,
      served,
      viewable,
      viewable_rate: rate(viewable, served),
      clicks,
      ctr: rate(clicks, served),
    };
  });
  return { from: from?.toISOString() ?? null, to: to.toISOString(), figures, counted_until: stored };
}
