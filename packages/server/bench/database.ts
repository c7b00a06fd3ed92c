import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrateDatabase } from '../src/db/migrate-database.js';

export interface BenchDatabase {
  url: string;
  logFile: string;
  /** The postmaster's process id (its backends are its children). */
  pid(): number;
  /** A connection of the superuser (the embedded cluster's only role), for seeding and settings. */
  connect(): Promise<pg.Client>;
  stop(): Promise<void>;
}

/** The server's own embedded PostgreSQL in `dataDir`, migrated as the server would migrate it. */
export async function startDatabase(dataDir: string): Promise<BenchDatabase> {
  const embedded: EmbeddedPostgres = await startEmbeddedPostgres(dataDir, 'rookery');
  try {
    await migrateDatabase(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return {
    url: embedded.url,
    logFile: join(dataDir, 'postgres.log'),
    pid: () => Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]),
    async connect() {
      const client = new pg.Client({ connectionString: embedded.url });
      client.on('error', () => {});
      await client.connect();
      return client;
    },
    stop: () => embedded.stop(),
  };
}

/**
 * A reused dataset has had the write runs' posts, likes and messages since its seeding's vacuum.
 * Until a vacuum, the pages they touched are not all-visible, and the reads' index-only scans visit
 * the heap for their rows (212 heap fetches for the reader's dashboard page: 5.38 against 5.00
 * million instructions of PostgreSQL's). INDEX_CLEANUP ON: with dead row pointers on under 2 % of a
 * table's pages, VACUUM would skip the indexes and leave those pages not all-visible.
 */
export async function vacuumForReads(db: BenchDatabase): Promise<void> {
  const client = await db.connect();
  try {
    await client.query('VACUUM (INDEX_CLEANUP ON, ANALYZE)');
  } finally {
    await client.end();
  }
}
