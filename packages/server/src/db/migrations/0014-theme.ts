import { type Kysely, sql } from 'kysely';

/**
 * Settings → account (issue 15): the colour theme the app wears for this user — 'system' follows
 * the device's light/dark setting, 'light' and 'dark' fix it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN theme text NOT NULL DEFAULT 'system'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN theme`.execute(db);
}
