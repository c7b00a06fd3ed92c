import type { Db } from '../../db/database.js';
import { TIMESTAMP_WINDOW_S } from './policy.js';

/**
 * Records an OAuth 1.0a nonce for a consumer key; false when it was seen already (a replay). Kept
 * with its request's timestamp in PostgreSQL, so every server process refuses the same replays.
 */
export async function firstUseOfNonce(
  db: Db,
  consumerKey: string,
  nonce: string,
  timestamp: number,
): Promise<boolean> {
  const row = await db
    .insertInto('api_nonces')
    .values({ consumer_key: consumerKey, nonce, at: new Date(timestamp * 1000) })
    .onConflict((oc) => oc.doNothing())
    .returning('nonce')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The API's leftovers (the `prune_api_credentials` job, every five minutes): nonces whose
 * timestamp has left the window (a replay of them is stale now), and request tokens, codes and
 * tokens past their time. Answers how many rows went, per table.
 */
export async function pruneApiCredentials(db: Db, now = new Date()): Promise<Record<string, number>> {
  const oldest = new Date(now.getTime() - TIMESTAMP_WINDOW_S * 1000);
  const counts: Record<string, number> = {};
  counts.api_nonces = Number(
    (await db.deleteFrom('api_nonces').where('at', '<', oldest).executeTakeFirst()).numDeletedRows,
  );
  for (const table of ['api_request_tokens', 'api_codes', 'api_tokens'] as const) {
    const gone = await db.deleteFrom(table).where('expires_at', '<', now).executeTakeFirst();
    counts[table] = Number(gone.numDeletedRows);
  }
  return counts;
}
