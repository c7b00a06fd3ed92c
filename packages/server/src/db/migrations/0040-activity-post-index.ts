import { type Kysely, sql } from 'kysely';

/**
 * Two lookups that read whole tables (found by issue 22's mixed load, pg_stat_user_tables):
 * - an unlike deletes its activity row by post and liker, and deleting a post cascades to its
 *   activity by post: both read every activity row (16 ms at 160,000 rows, growing with the site);
 * - the card's "following its replies" test is planned, generically, as "the posts this user
 *   follows": with no index by user, every list read all of post_subscriptions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX activity_post_actor_idx ON activity (post_id, actor_blog_id) WHERE post_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX post_subscriptions_user_idx ON post_subscriptions (user_id, post_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX post_subscriptions_user_idx`.execute(db);
  await sql`DROP INDEX activity_post_actor_idx`.execute(db);
}
