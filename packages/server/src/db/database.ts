import { Kysely, Migrator, PostgresDialect } from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.js';
import { preparingPool } from './prepared-statements.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

// int8 (bigint ids, counts) arrives as a string: ids stay strings end to end (64-bit safe).
export function createDb(connectionString: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString, max });
  // An idle connection the server cuts (a restart, or the embedded database stopping while pg is
  // still closing it: end() resolves before the sockets close) is already dropped by pg; unheard,
  // its error would crash the process.
  pool.on('error', () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
}

// biome-ignore lint/suspicious/noExplicitAny: migrations run on any typed Kysely
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
