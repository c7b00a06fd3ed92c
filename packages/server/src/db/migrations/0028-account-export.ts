import { type Kysely, sql } from 'kysely';

/**
 * A full export of an account, and leaving it (issue 21).
 *
 * - `account_exports`: each zip asked for. A job makes the file (DATA_DIR/exports/, never under the
 *   public media folder) and sets it ready with its size; a periodic job deletes the file after
 *   EXPORT_KEEP_DAYS and marks it expired. The token is the download's unguessable name; the download
 *   also needs the owner's session, so it is kept as it is (the settings page lists the links). One
 *   pending export per account, enforced here so two clicks at once make one.
 * - `users.delete_after`: set when the owner asks to delete the account (password confirmed): a job
 *   removes everything at that time unless the owner keeps the account first.
 * - `blogs.is_leaving`: the account's blogs while it waits to be deleted, hidden from everyone else
 *   the way a suspension hides a blog (moderation/blog-access.ts). Kept per blog so every read that
 *   hides a blog reads it from the row it already has.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE account_exports (
    id bigserial PRIMARY KEY,
    user_id bigint NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token text NOT NULL UNIQUE,
    status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'ready', 'expired', 'failed')),
    bytes bigint,
    created_at timestamptz NOT NULL DEFAULT now(),
    ready_at timestamptz,
    expires_at timestamptz
  )`.execute(db);
  await sql`CREATE UNIQUE INDEX account_exports_one_pending ON account_exports (user_id) WHERE status = 'pending'`.execute(
    db,
  );
  await sql`CREATE INDEX account_exports_user_idx ON account_exports (user_id, id)`.execute(db);
  await sql`CREATE INDEX account_exports_expiring_idx ON account_exports (expires_at) WHERE status = 'ready'`.execute(
    db,
  );
  await sql`ALTER TABLE users ADD COLUMN delete_after timestamptz`.execute(db);
  await sql`ALTER TABLE blogs ADD COLUMN is_leaving boolean NOT NULL DEFAULT false`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE blogs DROP COLUMN is_leaving`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN delete_after`.execute(db);
  await sql`DROP TABLE account_exports`.execute(db);
}
