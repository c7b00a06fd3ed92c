import { type Kysely, sql } from 'kysely';

/**
 * House ads (issue 20; spec document 2 §7, §9): a campaign's video creative and its tracking
 * beacons (a list of {event, url} whose macros the page fills in), and each blog's `blog_ads`, its
 * owner's choice of the site's ads on its pages (spec document 1 §1 "an ad unit on blog pages").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ad_campaigns
    ADD COLUMN video_url text NOT NULL DEFAULT '',
    ADD COLUMN beacons jsonb NOT NULL DEFAULT '[]'`.execute(db);
  await sql`ALTER TABLE blogs ADD COLUMN blog_ads boolean NOT NULL DEFAULT true`.execute(db);
}
