import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { Binaries } from './binaries.js';
import { type Cluster, ensureDatabase, initialise, type RunAs, startCluster } from './cluster.js';
import { copyDatabase } from './copy-database.js';

/** DATA_DIR/pg is the cluster; an upgrade builds the next major's beside it, in pg-upgrading. */
export const CLUSTER_DIR = 'pg';
const UPGRADING_DIR = 'pg-upgrading';
/** Written into pg-upgrading once its server has stopped cleanly with every row in it. */
const COMPLETE = 'rookery-upgrade-complete';

/** The PostgreSQL major that made the cluster in `dir`, or null when there is none. */
export function clusterMajor(dir: string): number | null {
  const file = join(dir, 'PG_VERSION');
  return existsSync(file) ? Number(readFileSync(file, 'utf8').trim()) : null;
}

/** Where the previous major's files stay after an upgrade, until the operator removes them. */
const backupDir = (dataDir: string, major: number) => join(dataDir, `${CLUSTER_DIR}-${major}`);

/** The finished cluster takes the place of the old one, which stays beside it as the backup. */
function swapIn(dataDir: string): string {
  const dir = join(dataDir, CLUSTER_DIR);
  const upgrading = join(dataDir, UPGRADING_DIR);
  let backup = '';
  const oldMajor = clusterMajor(dir);
  if (oldMajor !== null) {
    backup = backupDir(dataDir, oldMajor);
    if (existsSync(backup)) backup = `${backup}-${Date.now()}`;
    renameSync(dir, backup);
  }
  renameSync(upgrading, dir);
  rmSync(join(dir, COMPLETE), { force: true });
  return backup;
}

/**
 * An upgrade that a crash or a power cut interrupted: one that had finished copying is swapped
 * in; one that had not is thrown away (DATA_DIR/pg was never touched), to be done again.
 */
export function recoverInterruptedUpgrade(dataDir: string): void {
  const upgrading = join(dataDir, UPGRADING_DIR);
  if (!existsSync(upgrading)) return;
  if (existsSync(join(upgrading, COMPLETE))) swapIn(dataDir);
  else rmSync(upgrading, { recursive: true, force: true });
}

function sizeOf(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.size;
  return readdirSync(path).reduce((sum, entry) => sum + sizeOf(join(path, entry)), 0);
}

/** Databases of the old cluster other than Rookery's: not carried over, only kept in the backup. */
async function otherDatabases(cluster: Cluster, database: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: cluster.url('postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE NOT datistemplate AND datname NOT IN ('postgres', $1) ORDER BY 1`,
      [database],
    );
    return rows.map((r) => r.datname);
  } finally {
    await client.end();
  }
}

export interface UpgradeOptions {
  dataDir: string;
  database: string;
  from: Binaries;
  to: Binaries;
  ids: RunAs;
  password: string;
  logFile: string;
  /** Brings a database to this Rookery's schema (database/migrate-database.ts). */
  migrate(url: string): Promise<void>;
  log(line: string): void;
}

/**
 * Moves DATA_DIR/pg from the previous PostgreSQL major to the current one. PostgreSQL's files are
 * not readable across majors and the embedded packages carry no pg_upgrade or pg_dump, so: the old
 * server starts on the old binaries and is migrated to this Rookery's schema; a new cluster of the
 * current major is made beside it with the same schema; the rows are copied across
 * (copy-database.ts); only then does the new cluster take the old one's place, which is kept,
 * renamed, as the backup. Until that last step DATA_DIR/pg is as it was, so a failure or a crash
 * loses nothing: the next start tries again.
 */
export async function upgradeCluster(options: UpgradeOptions): Promise<void> {
  const { dataDir, database, from, to, ids, password, logFile, log } = options;
  const dir = join(dataDir, CLUSTER_DIR);
  const upgrading = join(dataDir, UPGRADING_DIR);
  const started = Date.now();
  log(`Upgrading the embedded PostgreSQL in ${dir} from ${from.major} to ${to.major} ...`);
  const source = await startCluster(dir, from, ids, password, logFile);
  let target: Cluster | undefined;
  let complete = false;
  try {
    await ensureDatabase(source, database);
    const others = await otherDatabases(source, database);
    await options.migrate(source.url(database));
    initialise(upgrading, to, ids, password);
    target = await startCluster(upgrading, to, ids, password, logFile);
    await ensureDatabase(target, database);
    await options.migrate(target.url(database));
    const copied = await copyDatabase(source, target, database, password);
    await target.stop();
    await source.stop();
    writeFileSync(join(upgrading, COMPLETE), `${new Date().toISOString()}\n`);
    complete = true;
    const backup = swapIn(dataDir);
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    log(
      `Upgraded to PostgreSQL ${to.major} in ${seconds} s: ${copied.rows} rows in ${copied.tables} tables. ` +
        `The PostgreSQL ${from.major} files stay in ${backup} (${Math.ceil(sizeOf(backup) / 1e6)} MB); ` +
        'remove them once Rookery runs as it should.',
    );
    if (others.length > 0)
      log(`Not carried over (not Rookery's; still in the backup): the databases ${others.join(', ')}.`);
  } catch (error) {
    await target?.stop();
    await source.stop();
    // A finished copy is never thrown away: the next start swaps it in (recoverInterruptedUpgrade).
    if (!complete) rmSync(upgrading, { recursive: true, force: true });
    throw new Error(
      `The embedded PostgreSQL could not be upgraded from ${from.major} to ${to.major}; ${dir} is as it was ` +
        `(see ${logFile}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
}
