import { type Kysely, sql } from 'kysely';

/**
 * Two-factor sign-in (issue 14, README "Two-factor sign-in"). The account's TOTP key is kept
 * encrypted (features/accounts/two-factor/secret-box.ts); `tfa_pending_secret` is a key shown for
 * setup and not confirmed yet; `tfa_last_step` is the last time step a code was accepted for, so a
 * code is good once. Recovery codes and login challenges keep only a hash of what the person holds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN tfa_secret text,
      ADD COLUMN tfa_pending_secret text,
      ADD COLUMN tfa_enabled_at timestamptz,
      ADD COLUMN tfa_last_step integer
  `.execute(db);
  await sql`
    CREATE TABLE tfa_recovery_codes (
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      digest text NOT NULL,
      used_at timestamptz,
      PRIMARY KEY (user_id, digest)
    )
  `.execute(db);
  await sql`
    CREATE TABLE login_challenges (
      id text PRIMARY KEY,
      user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX login_challenges_user_id_idx ON login_challenges (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE login_challenges`.execute(db);
  await sql`DROP TABLE tfa_recovery_codes`.execute(db);
  await sql`
    ALTER TABLE users
      DROP COLUMN tfa_secret,
      DROP COLUMN tfa_pending_secret,
      DROP COLUMN tfa_enabled_at,
      DROP COLUMN tfa_last_step
  `.execute(db);
}
