import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * Seconds since each blog's owner was last active: the newest `last_seen_at` of their live
 * sessions (touched at most once a minute as they use the site). Blogs whose owner has no live
 * session are left out: unknown (-1) to the caller.
 */
export async function lastActivity(db: Db, blogIds: readonly string[]): Promise<Map<string, number>> {
  if (blogIds.length === 0) return new Map();
  const { rows } = await sql<{ id: string; seconds: number }>`
    select b.id, greatest(0, floor(extract(epoch from now() - max(s.last_seen_at))))::int as seconds
    from blogs b
    join sessions s on s.user_id = b.user_id and s.expires_at > now()
    where b.id = any(${[...blogIds]}::bigint[])
    group by b.id`.execute(db);
  return new Map(rows.map((r) => [r.id, r.seconds]));
}
