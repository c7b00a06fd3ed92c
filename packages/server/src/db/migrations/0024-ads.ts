import { type Kysely, sql } from 'kysely';

/**
 * House ads (issue 20): the operator's campaigns, and the counts their caps are checked against
 * (served today per campaign, and per campaign and reader). Impressions, views and clicks
 * themselves go to the event store (source 'ad').
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE ad_campaigns (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name text NOT NULL,
    headline text NOT NULL,
    body text NOT NULL DEFAULT '',
    image_url text NOT NULL DEFAULT '',
    link_url text NOT NULL DEFAULT '',
    promoted_post_url text NOT NULL DEFAULT '',
    placements text[] NOT NULL,
    starts_at timestamptz NOT NULL,
    ends_at timestamptz,
    daily_cap integer,
    frequency_cap integer,
    sensitive boolean NOT NULL DEFAULT false,
    active boolean NOT NULL DEFAULT true,
    created_by bigint REFERENCES users(id) ON DELETE SET NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE TABLE ad_daily (
    campaign_id bigint NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
    day date NOT NULL,
    served integer NOT NULL DEFAULT 0,
    PRIMARY KEY (campaign_id, day)
  )`.execute(db);
  await sql`CREATE TABLE ad_reader_daily (
    campaign_id bigint NOT NULL REFERENCES ad_campaigns(id) ON DELETE CASCADE,
    reader text NOT NULL,
    day date NOT NULL,
    served integer NOT NULL DEFAULT 0,
    PRIMARY KEY (campaign_id, reader, day)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE ad_reader_daily, ad_daily, ad_campaigns`.execute(db);
}
