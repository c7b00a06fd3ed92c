import { type Kysely, sql } from 'kysely';

/**
 * A house ad's video creative and its tracking beacons (issue 20; spec document 2 §7, §9): the
 * video's address, and the beacons as a list of {event, url} whose macros the page fills in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE ad_campaigns
    ADD COLUMN video_url text NOT NULL DEFAULT '',
    ADD COLUMN beacons jsonb NOT NULL DEFAULT '[]'`.execute(db);
}
