import { type Kysely, sql } from 'kysely';

/**
 * House ads' figures (issue 20), kept ahead by the insight job (features/ads/count-figures.ts) so
 * /admin/ads reads a campaign's year as a few thousand rows, never the events themselves, and keeps
 * them after the events' retention drops their days: per campaign and hour, the impressions served,
 * those seen (viewable) and the clicks. The job's position is the `ad_events` insight cursor.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE ad_hours (
    campaign_id bigint NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
    hour timestamptz NOT NULL,
    served bigint NOT NULL DEFAULT 0,
    viewable bigint NOT NULL DEFAULT 0,
    clicks bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (campaign_id, hour)
  )`.execute(db);
  // The job's first count finds the oldest ad event without reading every other event.
  await sql`CREATE INDEX events_ad_at_idx ON events (at) WHERE source = 'ad'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX events_ad_at_idx`.execute(db);
  await sql`DROP TABLE ad_hours`.execute(db);
}
