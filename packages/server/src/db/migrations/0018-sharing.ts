import { type Kysely, sql } from 'kysely';

/**
 * Sharing (issue 18). `post_share_counts`: how often a post was shared to each network (twitter,
 * facebook, pinterest, reddit, email), one counter row per post and network, bumped by an upsert:
 * no row per share. (The popover's Flag stores its report in the safety issue's `reports`, 0019.)
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE post_share_counts (
      post_id bigint NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
      network text NOT NULL,
      count bigint NOT NULL DEFAULT 0,
      last_shared_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (post_id, network)
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE post_share_counts`.execute(db);
}
