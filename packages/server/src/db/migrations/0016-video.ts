import { type Kysely, sql } from 'kysely';

/**
 * Issue 17, videos. An uploaded video is converted by its job into renditions stored beside it
 * (media/renditions.ts names them); the row records which exist and their sizes, how far the
 * conversion is while it runs, and why it failed. `purpose` tells a post's video from a live
 * photo's moving part (converted shorter and silent). Captions the author adds are a file of the
 * video's too.
 *
 * The players' logs (POST /svc/log/conversion) get a table of their own until the logging issue
 * folds them into one event store; they are keyed by the user, who may only log as themselves.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE media
      ADD COLUMN renditions jsonb NOT NULL DEFAULT '{}'::jsonb,
      ADD COLUMN progress smallint CHECK (progress BETWEEN 0 AND 100),
      ADD COLUMN failure text,
      ADD COLUMN captions_key text,
      ADD COLUMN purpose text NOT NULL DEFAULT 'post' CHECK (purpose IN ('post', 'live_photo'))
  `.execute(db);
  await db.schema
    .createTable('video_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('player_version', 'text', (c) => c.notNull())
    // No foreign keys to posts: a log outlives the post it was about.
    .addColumn('post_id', 'bigint', (c) => c.notNull())
    .addColumn('root_post_id', 'bigint', (c) => c.notNull())
    .addColumn('blog_uuid', 'uuid', (c) => c.notNull())
    .addColumn('platform', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('duration', 'double precision', (c) => c.notNull())
    .addColumn('time_elapsed', 'double precision', (c) => c.notNull())
    .addColumn('position', 'double precision', (c) => c.notNull())
    .addColumn('vendor', 'text', (c) => c.notNull())
    .addColumn('extra', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('video_logs_user_idx').on('video_logs').columns(['user_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('video_logs').execute();
  await sql`
    ALTER TABLE media
      DROP COLUMN renditions, DROP COLUMN progress, DROP COLUMN failure,
      DROP COLUMN captions_key, DROP COLUMN purpose
  `.execute(db);
}
