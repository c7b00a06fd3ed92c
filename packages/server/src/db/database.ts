import { Kysely, PostgresDialect } from 'kysely';
import { Migrator } from 'kysely/migration';
import pg from 'pg';
import './data-rows.js';
import { migrations } from './migrations/index.js';
import { preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';
import { rookeryTypes } from './timestamps.js';

export type Db = Kysely<Database>;

/**
 * Prepared statements (prepared-statements.ts) run with their generic plan. Left to choose,
 * PostgreSQL plans a statement with array parameters (`= any($1)`, which every feed has) afresh on
 * each run, and that planning cost more than the run itself: 0.57 ms to plan and 0.66 ms to run
 * the dashboard's merge, against 0.34 ms for its generic plan. Our statements are keyset reads
 * whose good plan does not depend on the values; `npm run bench` measures the hot ones at full size.
 */
const SESSION_SETTINGS = '-c plan_cache_mode=force_generic_plan';

/**
 * An idle connection is kept five minutes, not node-postgres's 10 s: a new one is dear. On the
 * bench's machine it took 8-10 ms to open (SCRAM's 4,096 rounds of PBKDF2 are on our side) and its
 * first dashboard page 16-18 ms against 2.6 ms on a warm one: each statement prepared and planned
 * again, the backend's caches cold. At 10 s the soak (100 req/s) closed and opened 3-4 connections
 * a minute as its load ebbed and flowed. The pool's size (pool-size.ts) still bounds them. The job
 * runners' pools keep theirs as long (jobs/worker-options.ts).
 */
export const POOL_IDLE_TIMEOUT_MS = 5 * 60_000;

// int8 (bigint ids, counts) arrives as a string: ids stay strings end to end (64-bit safe).
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({
    connectionString,
    max,
    idleTimeoutMillis: POOL_IDLE_TIMEOUT_MS,
    options: SESSION_SETTINGS,
    types: rookeryTypes,
  });
  // An idle connection the server cuts (a restart, or the embedded database stopping while pg is
  // still closing it: end() resolves before the sockets close) is already dropped by pg; unheard,
  // its error would crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any typed Kysely
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Work lands from branches side by side: a migration numbered below one a database already ran
  // (merged later) still runs, rather than stopping the server.
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
