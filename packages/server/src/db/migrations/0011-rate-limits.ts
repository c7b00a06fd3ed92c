import { type Kysely, sql } from 'kysely';

/**
 * Rate limits (issue 14): one row per budget in use (features/limits/limiter.ts), keyed by what it
 * limits (`login:pair:<email>|<address>`, `post:account:<user id>`, ...). `full_at` is when the
 * budget is whole again; a row past it says nothing, so the hourly purge drops it. No index on
 * `full_at`: every take rewrites it, and without one those updates stay HOT.
 * The login throttle spends these budgets now, so `login_failures` goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE rate_limits (key text PRIMARY KEY, full_at timestamptz NOT NULL)`.execute(db);
  await sql`DROP TABLE login_failures`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE login_failures (key text NOT NULL, at timestamptz NOT NULL DEFAULT now())
  `.execute(db);
  await sql`CREATE INDEX login_failures_key_at_idx ON login_failures (key, at)`.execute(db);
  await sql`DROP TABLE rate_limits`.execute(db);
}
