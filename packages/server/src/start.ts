import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createDb } from './db/database.js';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded-postgres.js';
import { migrateDatabase } from './db/migrate-database.js';
import { type Jobs, startJobs } from './jobs/index.js';
import { createMailer } from './mail/mailer.js';
import { createLocalMediaStore } from './media/store.js';
import { seedDemoContent } from './seed/demo.js';

/**
 * Starts Rookery (main.ts loads this once the Node.js version is known to be supported):
 * config → database → app → listen → jobs. On SIGINT/SIGTERM the HTTP server stops first (finishing
 * the requests in flight), then the job runner (finishing the jobs in hand; the rest wait in their
 * table for the next start), then the database pool, then the embedded PostgreSQL: nothing
 * acknowledged is lost.
 */
async function main(): Promise<void> {
  // The runtime goes in the log, never in an HTTP answer: an operator needs it, an attacker not.
  console.log(`Rookery on Node.js ${process.versions.node} (${process.execPath})`);
  const config = loadConfig();
  const started = Date.now();
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    console.log(`Starting the embedded PostgreSQL in ${config.dataDir}/pg ...`);
    embedded = await startEmbeddedPostgres(config.dataDir);
  }
  const databaseUrl = config.databaseUrl ?? embedded!.url;
  const db = createDb(databaseUrl);
  let jobs: Jobs | undefined;
  const shutdownDatabase = async () => {
    await db.destroy();
    await embedded?.stop();
  };
  try {
    await migrateDatabase(databaseUrl);
    const media = createLocalMediaStore(config.dataDir);
    const mailer = createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
    const deps = { config, db, databaseUrl, media, mailer };
    const seeded = config.seedDemo ? await seedDemoContent(deps) : null;
    const app = await buildApp(deps, { logger: { level: config.logLevel } });
    await app.listen({ port: config.port, host: config.host });
    jobs = await startJobs(deps, { connectionString: databaseUrl, logger: app.log });

    console.log(
      `\nRookery is running at ${config.publicUrl}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
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

    let stopping = false;
    const stop = async (signal: string) => {
      if (stopping) return;
      stopping = true;
      console.log(`\n${signal}: stopping the server ...`);
      try {
        await app.close();
        console.log('Stopping the jobs ...');
        await jobs?.stop();
        console.log('Stopping the database ...');
        await shutdownDatabase();
        console.log('Stopped.');
        process.exit(0);
      } catch (error) {
        console.error('Could not stop cleanly:', error);
        process.exit(1);
      }
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  } catch (error) {
    await jobs?.stop().catch(() => undefined);
    await shutdownDatabase().catch(() => undefined);
    throw error;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
