import { randomBytes } from 'node:crypto';
import type { AdPlacement, ServedAd } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CampaignRow } from './campaigns.js';

export interface AdRequest {
  placement: AdPlacement;
  /** Who is shown it: a user's id, or a visitor's session id (the frequency cap counts per reader). */
  reader: string;
  /** The page is about sensitive content (an adult or nsfw blog): only campaigns that allow it. */
  sensitivePage: boolean;
  /** The campaign shown before in this slot (the right rail rotates to another). */
  exclude?: string | undefined;
  /** The blog whose page it is: a campaign promoting that very blog is not shown on it. */
  blog?: string | undefined;
}

/** An impression's name in its events and click: its campaign, its placement, and a random part. */
export const placementIdOf = (campaignId: string, placement: AdPlacement) =>
  `${campaignId}.${placement}.${randomBytes(6).toString('base64url')}`;

/** The campaign an impression belongs to, from its placement id; null when it names none. */
export const campaignOfPlacement = (placementId: string): string | null =>
  /^(\d{1,18})\./.exec(placementId)?.[1] ?? null;

/**
 * Counts one serving against the campaign's caps, or answers false when a cap is reached: one
 * statement each, so readers served at once never take the cap's last place twice.
 */
async function takeServing(tx: Db, campaign: CampaignRow, reader: string): Promise<boolean> {
  const day = sql`(now() at time zone 'UTC')::date`;
  const daily = await sql`insert into ad_daily (campaign_id, day, served) values (${campaign.id}, ${day}, 1)
    on conflict (campaign_id, day) do update set served = ad_daily.served + 1
    where ${campaign.daily_cap}::int is null or ad_daily.served < ${campaign.daily_cap}::int
    returning served`.execute(tx);
  if (daily.rows.length === 0) return false;
  const mine = await sql`insert into ad_reader_daily (campaign_id, reader, day, served)
    values (${campaign.id}, ${reader}, ${day}, 1)
    on conflict (campaign_id, reader, day) do update set served = ad_reader_daily.served + 1
    where ${campaign.frequency_cap}::int is null or ad_reader_daily.served < ${campaign.frequency_cap}::int
    returning served`.execute(tx);
  return mine.rows.length > 0;
}

/**
 * A house ad for a slot (issue 20): among the active campaigns in their schedule that take this
 * placement (and this page, when it is about sensitive content), the one served least today goes
 * first, so campaigns take turns; a campaign at its daily or per-reader cap is passed over.
 */
export async function serveAd(db: Db, request: AdRequest): Promise<ServedAd | null> {
  return db.transaction().execute(async (tx) => {
    const candidates = await tx
      .selectFrom('ad_campaigns as c')
      .selectAll('c')
      .where('c.active', '=', true)
      .where(sql<boolean>`${request.placement} = any(c.placements)`)
      .where('c.starts_at', '<=', sql<Date>`now()`)
      .where((w) => w.or([w('c.ends_at', 'is', null), w('c.ends_at', '>', sql<Date>`now()`)]))
      .$if(request.sensitivePage, (q) => q.where('c.sensitive', '=', true))
      .$if(request.exclude !== undefined, (q) => q.where('c.id', '<>', request.exclude ?? '0'))
      .$if(request.blog !== undefined, (q) =>
        q.where(
          sql<boolean>`c.promoted_post_url <> ${`/${request.blog}`} and c.promoted_post_url not like ${`/${request.blog}/%`}`,
        ),
      )
      .orderBy(
        sql`(select coalesce(max(served), 0) from ad_daily d where d.campaign_id = c.id
          and d.day = (now() at time zone 'UTC')::date)`,
      )
      .orderBy(sql`random()`)
      .limit(5)
      .execute();
    for (const campaign of candidates) {
      if (!(await takeServing(tx, campaign, request.reader))) continue;
      const placementId = placementIdOf(campaign.id, request.placement);
      return {
        campaign_id: campaign.id,
        placement: request.placement,
        placement_id: placementId,
        headline: campaign.headline,
        body: campaign.body,
        image_url: campaign.image_url || null,
        video_url: campaign.video_url || null,
        beacons: campaign.beacons,
        click_url: `/ads/click/${encodeURIComponent(placementId)}`,
      };
    }
    return null;
  });
}
