import { migrateJobs } from '../jobs/index.js';
import { createDb, migrateToLatest } from './database.js';

/**
 * Brings the database at `url` to Rookery's schema: our migrations, then graphile-worker's own
 * tables, so a request's `enqueue` finds them from the first start.
 */
export async function migrateDatabase(url: string): Promise<void> {
  const db = createDb(url, 1);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  await migrateJobs(url);
}
