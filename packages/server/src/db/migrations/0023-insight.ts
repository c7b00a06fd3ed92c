import { type Kysely, sql } from 'kysely';

/**
 * The insight page's figures (issue 20), kept ahead by a job (features/insight/aggregate.ts) so a
 * chart over a year reads a few thousand rows, never the events themselves:
 *
 * - `insight_hours`: how many of each event came in each hour (source and name as the event store
 *   has them), and the site's own counts under source 'site' (posts, reblogs, likes, messages);
 *   `insight_days` the same per UTC day, so a year's chart sums a few thousand rows, not 8,760
 *   hours of each name.
 * - `insight_active_users`: who did anything on a day (a signed-in event), one row per user and day.
 * - `insight_cursors`: how far each count has been taken (an hour for events, an id for tables).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE insight_hours (
    hour timestamptz NOT NULL,
    source text NOT NULL,
    name text NOT NULL,
    events bigint NOT NULL,
    PRIMARY KEY (hour, source, name)
  )`.execute(db);
  await sql`CREATE TABLE insight_days (
    day date NOT NULL,
    source text NOT NULL,
    name text NOT NULL,
    events bigint NOT NULL,
    PRIMARY KEY (day, source, name)
  )`.execute(db);
  await sql`CREATE TABLE insight_active_users (
    day date NOT NULL,
    user_id bigint NOT NULL,
    PRIMARY KEY (day, user_id)
  )`.execute(db);
  await sql`CREATE TABLE insight_cursors (name text PRIMARY KEY, position text NOT NULL)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE insight_cursors, insight_active_users, insight_days, insight_hours`.execute(db);
}
