import cluster from 'node:cluster';
import { pino } from 'pino';
import { buildApp } from './app.js';
import { type Config, loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrateDatabase } from './db/migrate-database.js';
import { defaultPoolSize } from './db/pool-size.js';
import type { AppDeps } from './deps.js';
import { type Jobs, startJobs } from './jobs/index.js';
import { createMailer } from './mail/mailer.js';
import { mediaStoreOf } from './media/store-of.js';
import { seedDemoContent } from './seed/demo.js';

/**
 * Starts Rookery (main.ts loads this once the Node.js version is known to be supported):
 * config → database → app → listen → jobs. On SIGINT/SIGTERM the HTTP server stops first (finishing
 * the requests in flight), then the job runner (finishing the jobs in hand; the rest wait in their
 * table for the next start), then the database pool, then the embedded PostgreSQL: nothing
 * acknowledged is lost.
 *
 * With WORKERS=N (or --workers=N) the process becomes the primary of N server processes sharing
 * the port (Node's cluster; issue 22): it prepares the database (the embedded one, migrations, the
 * demo), runs the jobs, and keeps N workers serving, starting a new one when one dies. Workers keep
 * nothing another could contradict: sessions, rate limits, push and jobs live in PostgreSQL, and
 * what they cache in memory is forgotten everywhere through NOTIFY (features/cluster).
 */

/** Where the primary tells its workers the database is (the embedded one's address is made at start). */
const WORKER_DATABASE_ENV = 'ROOKERY_WORKER_DATABASE_URL';

function depsFor(
  config: Config,
  databaseUrl: string,
  poolSize = config.databasePoolSize ?? defaultPoolSize(config.workers),
): AppDeps {
  const db = createDb(databaseUrl, poolSize);
  const media = mediaStoreOf(config);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const replica = config.databaseReplicaUrl ? createDb(config.databaseReplicaUrl, poolSize) : undefined;
  return { config, db, databaseUrl, media, mailer, ...(replica ? { replica } : {}) };
}

/** Closes the pools: the primary's and the replica's. */
const closePools = async (deps: AppDeps) => {
  await deps.db.destroy();
  await deps.replica?.destroy();
};

/** The database ready for the app: the embedded one started (when no DATABASE_URL), migrated. */
async function prepareDatabase(config: Config): Promise<{ url: string; embedded?: EmbeddedPostgres }> {
  if (config.databaseUrl) {
    await migrateDatabase(config.databaseUrl);
    return { url: config.databaseUrl };
  }
  console.log(`Starting the embedded PostgreSQL in ${config.dataDir}/pg ...`);
  const embedded = await startEmbeddedPostgres(config.dataDir);
  try {
    await migrateDatabase(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { url: embedded.url, embedded };
}

function announce(config: Config, started: number, seeded: Awaited<ReturnType<typeof seedDemoContent>>) {
  const processes = config.workers > 1 ? `, ${config.workers} server processes` : '';
  console.log(
    `\nRookery is running at ${config.publicUrl}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s${processes})`,
  );
  console.log(
    `Database: ${config.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL, data in ${config.dataDir}`}`,
  );
  if (!config.smtpUrl) console.log(`Mail is written to ${config.dataDir}/mail/ (set SMTP_URL to send it)`);
  if (seeded) {
    console.log('\nDemo logins (password for all: rookery-demo):');
    for (const login of seeded.logins)
      console.log(`  ${login.email.padEnd(28)} blogs: ${login.blogs.join(', ')}`);
  }
  console.log('\nPress Ctrl-C to stop.');
}

/** Runs `stop` once on SIGINT or SIGTERM, then exits 0 (1 if stopping failed). */
function onSignals(stop: (signal: string) => Promise<void>): void {
  let stopping = false;
  const handle = (signal: string) => {
    if (stopping) return;
    stopping = true;
    stop(signal).then(
      () => process.exit(0),
      (error) => {
        console.error('Could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handle('SIGINT'));
  process.on('SIGTERM', () => handle('SIGTERM'));
}

/** One process doing everything: the default. */
async function single(config: Config, started: number): Promise<void> {
  const database = await prepareDatabase(config);
  const deps = depsFor(config, database.url);
  let jobs: Jobs | undefined;
  try {
    const seeded = config.seedDemo ? await seedDemoContent(deps) : null;
    const app = await buildApp(deps, { logger: { level: config.logLevel } });
    await app.listen({ port: config.port, host: config.host });
    jobs = await startJobs(deps, { connectionString: database.url, logger: app.log });
    announce(config, started, seeded);
    onSignals(async (signal) => {
      console.log(`\n${signal}: stopping the server ...`);
      await app.close();
      console.log('Stopping the jobs ...');
      await jobs?.stop();
      console.log('Stopping the database ...');
      await closePools(deps);
      await database.embedded?.stop();
      console.log('Stopped.');
    });
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await closePools(deps).catch(() => undefined);
    await database.embedded?.stop().catch(() => undefined);
    throw error;
  }
}

/** The cluster's primary: the database, the demo, the jobs, and N workers kept running. */
async function primary(config: Config, started: number): Promise<void> {
  const database = await prepareDatabase(config);
  const deps = depsFor(config, database.url, 4);
  const seeded = config.seedDemo ? await seedDemoContent(deps) : null;
  const jobs = await startJobs(deps, {
    connectionString: database.url,
    logger: pino({ level: config.logLevel }),
  });
  let stopping = false;
  const fork = () => cluster.fork({ [WORKER_DATABASE_ENV]: database.url });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    console.error(`Server process ${worker.process.pid} ended (${signal ?? code}); starting another.`);
    fork();
  });
  let listening = 0;
  await new Promise<void>((resolve) => {
    cluster.on('listening', () => {
      if (++listening === config.workers) resolve();
    });
    for (let i = 0; i < config.workers; i++) fork();
  });
  announce(config, started, seeded);
  onSignals(async (signal) => {
    stopping = true;
    console.log(`\n${signal}: stopping the ${config.workers} server processes ...`);
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    );
    console.log('Stopping the jobs ...');
    await jobs.stop();
    console.log('Stopping the database ...');
    await closePools(deps);
    await database.embedded?.stop();
    console.log('Stopped.');
  });
}

/** A cluster worker: the app on the primary's database, serving until told to stop. */
async function worker(config: Config): Promise<void> {
  const url = process.env[WORKER_DATABASE_ENV];
  if (!url) throw new Error(`${WORKER_DATABASE_ENV} is not set: workers are started by the primary`);
  const deps = depsFor(config, url);
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  await app.listen({ port: config.port, host: config.host });
  onSignals(async () => {
    await app.close();
    await closePools(deps);
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  if (cluster.isWorker) return worker(config);
  // The runtime goes in the log, never in an HTTP answer: an operator needs it, an attacker not.
  console.log(`Rookery on Node.js ${process.versions.node} (${process.execPath})`);
  const started = Date.now();
  return config.workers > 1 ? primary(config, started) : single(config, started);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
