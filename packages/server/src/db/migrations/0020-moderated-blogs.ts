import { type Kysely, sql } from 'kysely';

/**
 * The few blogs a moderator withheld (spam, blocked by everyone, suspended): every search reads
 * them as blogs nobody finds (features/search/visibility.ts), so they have an index of their own
 * instead of a scan of every blog.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX blogs_withheld_idx ON blogs (id) WHERE is_spam OR is_uniblocked OR is_suspended`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX blogs_withheld_idx`.execute(db);
}
