import { type Kysely, sql } from 'kysely';

/**
 * Settings → notifications (issue 14): whether new messages may show a desktop notification for
 * this user (the messaging_notifications flag still decides for the whole site).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN desktop_notifications boolean NOT NULL DEFAULT true`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN desktop_notifications`.execute(db);
}
