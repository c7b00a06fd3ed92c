import { type Kysely, sql } from 'kysely';

/**
 * Events per minute, by source and name (issue 20: the insight page's minute chart over a busy day
 * stays fast): counted every minute up to the last whole one, kept three days (the chart shows two).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE insight_minutes (
    minute timestamptz NOT NULL,
    source text NOT NULL,
    name text NOT NULL,
    events integer NOT NULL,
    PRIMARY KEY (minute, source, name)
  )`.execute(db);
}
