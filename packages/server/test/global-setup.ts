import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedPostgres, startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { migrateDatabase } from '../src/db/migrate-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test cluster's maintenance database. */
    pgAdminUrl: string;
    /** A migrated database that each test file clones. */
    pgTemplate: string;
  }
}

/**
 * One PostgreSQL for the whole run: the server at DATABASE_URL when set, else an embedded one in a
 * temporary folder. Migrations run once, into a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl: string;
  if (process.env.DATABASE_URL) {
    adminUrl = process.env.DATABASE_URL;
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'rookery-test-pg-'));
    embedded = await startEmbeddedPostgres(dataDir, 'postgres');
    adminUrl = embedded.url;
  }
  const template = `rookery_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  await admin.end();

  const url = new URL(adminUrl);
  url.pathname = `/${template}`;
  // graphile-worker's own schema too, so every clone can take jobs from its first query.
  await migrateDatabase(url.toString());

  project.provide('pgAdminUrl', adminUrl);
  project.provide('pgTemplate', template);

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await client.end();
    await embedded?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  };
}
