import { type Kysely, sql } from 'kysely';

/** Imports of a Rookery export (issue 21: the account export restored on another Rookery). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE imports DROP CONSTRAINT imports_kind_check`.execute(db);
  await sql`ALTER TABLE imports ADD CONSTRAINT imports_kind_check
    CHECK (kind IN ('tumblr_archive', 'tumblr_api', 'rookery_export'))`.execute(db);
}
