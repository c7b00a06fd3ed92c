import { type Kysely, sql } from 'kysely';

/**
 * How many users were active each day (issue 20): the insight page's active-users chart over a
 * year read 365 counts instead of counting millions of (day, user) rows each time. Kept by the
 * insight job beside insight_active_users, and filled here from what that table holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE insight_active_days (
    day date PRIMARY KEY,
    users integer NOT NULL
  )`.execute(db);
  await sql`INSERT INTO insight_active_days (day, users)
    SELECT day, count(*) FROM insight_active_users GROUP BY day`.execute(db);
}
