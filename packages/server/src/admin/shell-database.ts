import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../config.js';
import { isAlive, SUPERUSER } from '../db/embedded/cluster.js';
import { CLUSTER_DIR } from '../db/embedded/upgrade.js';
import { startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { migrateDatabase } from '../db/migrate-database.js';

/** The database `npm start` uses, reached from a shell command, and how to let it go. */
export interface ShellDatabase {
  url: string;
  release(): Promise<void>;
}

/**
 * DATABASE_URL when set. Otherwise the embedded PostgreSQL: while `npm start` runs it, its port is
 * read from the cluster's postmaster.pid (starting it again would stop the running server's);
 * when nothing runs it, it is started for the command and stopped after.
 */
export async function openShellDatabase(config: Config): Promise<ShellDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, release: async () => {} };
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) return { url: running, release: async () => {} };
  const embedded = await startEmbeddedPostgres(config.dataDir, 'rookery', () => {});
  await migrateDatabase(embedded.url);
  return { url: embedded.url, release: () => embedded.stop() };
}

/** postmaster.pid's fourth line is the port; the pid on its first line must be alive. */
function runningEmbeddedUrl(dataDir: string): string | null {
  const pidFile = join(dataDir, CLUSTER_DIR, 'postmaster.pid');
  const passwordFile = join(dataDir, 'pg-password');
  if (!existsSync(pidFile) || !existsSync(passwordFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!pid || !port || !isAlive(pid)) return null;
  const password = readFileSync(passwordFile, 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/rookery`;
}
