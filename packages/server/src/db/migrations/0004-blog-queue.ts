import { type Kysely, sql } from 'kysely';

/**
 * Each blog's queue settings: how many queued posts go out a day, and between which hours (UTC).
 * The checks repeat the settings schema's rules so no other writer can store a window the queue
 * cannot spread posts over. queue_last_published_at marks the slot already served, so a job that
 * runs twice in one slot publishes once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('blogs')
    .addColumn('posts_per_day', 'integer', (c) => c.notNull().defaultTo(2))
    .addColumn('queue_start_hour', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('queue_end_hour', 'integer', (c) => c.notNull().defaultTo(24))
    .addColumn('queue_last_published_at', 'timestamptz')
    .execute();
  await sql`
    ALTER TABLE blogs
      ADD CONSTRAINT blogs_posts_per_day_check CHECK (posts_per_day BETWEEN 1 AND 50),
      ADD CONSTRAINT blogs_queue_hours_check
        CHECK (queue_start_hour >= 0 AND queue_end_hour <= 24 AND queue_start_hour < queue_end_hour)
  `.execute(db);
  // The queue proper (queued without a publish_on), oldest first: the queue job's next post, and
  // the sweep that finds blogs whose queue needs a job, read only this small index.
  await sql`CREATE INDEX posts_queue_idx ON posts (blog_id, id) WHERE state = 'queued' AND publish_on IS NULL`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX posts_queue_idx`.execute(db);
  await db.schema
    .alterTable('blogs')
    .dropColumn('posts_per_day')
    .dropColumn('queue_start_hour')
    .dropColumn('queue_end_hour')
    .dropColumn('queue_last_published_at')
    .execute();
}
