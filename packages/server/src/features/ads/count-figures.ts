import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { cursorOf, hourStart, setCursor } from '../insight/cursors.js';

/** The insight cursor of the ad figures: ad_hours holds every hour before it. */
export const AD_CURSOR = 'ad_events';

/**
 * A campaign's figures per hour read from the ad events of [from, until) (from the first when
 * `from` is null), as rows `(campaign_id, hour, served, viewable, clicks)`. An impression seen
 * twice (in view, out, in again) is one viewable impression. Events of a deleted campaign, or
 * naming none, count for nothing.
 */
export function adHoursOf(from: Date | null, until: Date): RawBuilder<unknown> {
  return sql`select c.id as campaign_id, date_trunc('hour', e.at) as hour,
      count(*) filter (where e.name = 'serve') as served,
      count(distinct e.data->>'placement_id') filter (where e.name = 'viewable') as viewable,
      count(*) filter (where e.name = 'click') as clicks
    from events e join ad_campaigns c on c.id::text = e.data->>'campaign_id'
    where e.source = 'ad' and e.name in ('serve', 'viewable', 'click')
      ${from ? sql`and e.at >= ${from}` : sql``} and e.at < ${until}
    group by 1, 2`;
}

/**
 * Takes the ad figures forward to the current hour's start (in the insight job's transaction): the
 * whole hours after the cursor, or since the first ad event.
 */
export async function countAdHours(tx: Db, now: Date): Promise<void> {
  const until = hourStart(now);
  const stored = await cursorOf(tx, AD_CURSOR);
  const first = stored
    ? new Date(stored)
    : (await sql<{ at: Date | null }>`select min(at) as at from events where source = 'ad'`.execute(tx))
        .rows[0]?.at;
  // No ad event yet: nothing before this hour is left to count.
  const from = first ? hourStart(new Date(first)) : until;
  // Hours are counted once, whole: a row already in ad_hours here is a fault, and fails the job.
  if (from < until)
    await sql`insert into ad_hours (campaign_id, hour, served, viewable, clicks) ${adHoursOf(from, until)}`.execute(
      tx,
    );
  if (from <= until) await setCursor(tx, AD_CURSOR, until.toISOString());
}
