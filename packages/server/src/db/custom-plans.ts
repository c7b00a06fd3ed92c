import { sql } from 'kysely';
import type { Db } from './database.js';

/**
 * Runs `read` with plans made for its values. Every connection runs prepared statements with their
 * generic plan (db/database.ts), which suits keyset reads; a search's best plan depends on its
 * words: a common word is found fastest by walking the newest posts and testing each, a rare one
 * by the full-text index and a sort of its few matches. PostgreSQL tells them apart by the
 * index's statistics only when it plans with the actual term.
 */
export function withCustomPlans<T>(db: Db, read: (db: Db) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (tx) => {
    await planForValues(tx);
    return read(tx);
  });
}

/**
 * The same inside a transaction already open (`tx`), until it ends. Also what a statement over the
 * partitioned event store needs: a generic plan cannot leave out the days its range misses, so it
 * plans every day's partition (200 ms with 400 of them), where a custom plan reads one or two.
 */
export async function planForValues(tx: Db): Promise<void> {
  await sql`set local plan_cache_mode = force_custom_plan`.execute(tx);
}
