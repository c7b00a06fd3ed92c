import type { AdCampaignInput, AdCampaignView, ListedAdCampaign } from '@rookery/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AdCampaignsTable } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { jsonb } from '../posts/jsonb.js';

export type CampaignRow = Selectable<AdCampaignsTable>;

/** A campaign as the staff's calls answer it. */
export const campaignView = (row: CampaignRow): AdCampaignView => ({
  id: row.id,
  name: row.name,
  headline: row.headline,
  body: row.body,
  image_url: row.image_url,
  video_url: row.video_url,
  beacons: row.beacons,
  link_url: row.link_url,
  promoted_post_url: row.promoted_post_url,
  placements: row.placements,
  starts_at: row.starts_at.toISOString(),
  ends_at: row.ends_at?.toISOString() ?? null,
  daily_cap: row.daily_cap,
  frequency_cap: row.frequency_cap,
  sensitive: row.sensitive,
  active: row.active,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
});

/**
 * What /admin/ads lists: every campaign, newest first, with what it served today and in all
 * (ad_daily: what the server handed out, the counts the caps are held to).
 */
export async function listCampaigns(db: Db): Promise<ListedAdCampaign[]> {
  const rows = await db
    .selectFrom('ad_campaigns as c')
    .selectAll('c')
    .select([
      // Today as serving counts it (serve.ts): the UTC day.
      sql<number>`(select coalesce(sum(served), 0)::int from ad_daily d
        where d.campaign_id = c.id and d.day = (now() at time zone 'UTC')::date)`.as('served_today'),
      sql<number>`(select coalesce(sum(served), 0)::int from ad_daily d where d.campaign_id = c.id)`.as(
        'served_total',
      ),
    ])
    .orderBy('c.id', 'desc')
    .execute();
  return rows.map(({ served_today, served_total, ...row }) => ({
    ...campaignView(row),
    served_today,
    served_total,
  }));
}

export async function createCampaign(db: Db, userId: string, input: AdCampaignInput): Promise<CampaignRow> {
  return db
    .insertInto('ad_campaigns')
    .values({ ...input, beacons: jsonb(input.beacons), created_by: userId })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateCampaign(db: Db, id: string, input: AdCampaignInput): Promise<CampaignRow> {
  const row = await db
    .updateTable('ad_campaigns')
    .set({ ...input, beacons: jsonb(input.beacons), updated_at: new Date() })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new NotFoundError();
  return row;
}

export async function deleteCampaign(db: Db, id: string): Promise<void> {
  const { numDeletedRows } = await db.deleteFrom('ad_campaigns').where('id', '=', id).executeTakeFirst();
  if (numDeletedRows === 0n) throw new NotFoundError();
}
