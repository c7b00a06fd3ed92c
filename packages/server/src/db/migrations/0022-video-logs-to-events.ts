import { type Kysely, sql } from 'kysely';

/**
 * Issue 20 folds the video players' logs (migration 0016's video_logs) into the one event store:
 * source 'conversion', the log's name, its user, and its details as data (an error's label and a
 * wait's length among them, as the player sent them). Old rows move across with their times.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`INSERT INTO events (at, source, name, user_id, data)
    SELECT created_at, 'conversion', name, user_id, jsonb_build_object(
      'player', player, 'player_version', player_version, 'post_id', post_id::text,
      'root_post_id', root_post_id::text, 'blog_uuid', blog_uuid, 'platform', platform, 'type', type,
      'duration', duration, 'time_elapsed', time_elapsed, 'position', position, 'vendor', vendor) || extra
    FROM video_logs`.execute(db);
  await sql`DROP TABLE video_logs`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE video_logs (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL, player text NOT NULL, player_version text NOT NULL,
    post_id bigint NOT NULL, root_post_id bigint NOT NULL, blog_uuid uuid NOT NULL,
    platform text NOT NULL, type text NOT NULL, duration double precision NOT NULL,
    time_elapsed double precision NOT NULL, position double precision NOT NULL, vendor text NOT NULL,
    extra jsonb NOT NULL DEFAULT '{}', created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`DELETE FROM events WHERE source = 'conversion'`.execute(db);
}
