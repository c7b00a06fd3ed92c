import type { AdCampaignInput } from '@rookery/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AdCampaignsTable } from '../../db/schema.js';
import { NotFoundError } from '../../http/errors.js';
import { jsonb } from '../posts/jsonb.js';

export type CampaignRow = Selectable<AdCampaignsTable>;

/** What /admin/ads lists: every campaign, newest first, with what it served today and in all. */
export async function listCampaigns(db: Db) {
  return db
    .selectFrom('ad_campaigns as c')
    .selectAll('c')
    .select([
      sql<number>`(select coalesce(sum(served), 0)::int from ad_daily d
        where d.campaign_id = c.id and d.day = current_date)`.as('served_today'),
      sql<number>`(select coalesce(sum(served), 0)::int from ad_daily d where d.campaign_id = c.id)`.as(
        'served_total',
      ),
    ])
    .orderBy('c.id', 'desc')
    .execute();
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
