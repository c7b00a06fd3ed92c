import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { RateLimitError } from '../../http/errors.js';

interface Limit {
  table: 'asks' | 'submissions';
  column: 'asker_user_id' | 'submitter_user_id';
  max: number;
  windowMs: number;
  message: string;
}

/**
 * Refuses (429) a user who already sent `max` asks or submissions within the window. Counted from
 * the rows themselves (never deleted, only marked), so every server process agrees and nothing
 * else is kept. Run inside the sending transaction after locking the user's row, so two requests
 * at once cannot both slip under the limit.
 */
export async function assertUnderLimit(db: Db, userId: string, limit: Limit): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
  const since = new Date(Date.now() - limit.windowMs);
  const { rows } = await sql<{ n: string }>`
    select count(*) as n from ${sql.table(limit.table)}
    where ${sql.ref(limit.column)} = ${userId} and created_at > ${since}`.execute(db);
  if (Number(rows[0]?.n ?? 0) >= limit.max) throw new RateLimitError(limit.message);
}
