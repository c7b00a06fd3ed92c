import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { participantsKey } from './blog-refs.js';
import { isYoung, type MessagingUser } from './send-rules.js';

/**
 * Which of these blogs the young-account rule (assertMayStart, 409) stands between the viewer's
 * blog and: those it has no conversation with yet, when the account is younger than a day. Empty
 * for older accounts; one query over the conversations' unique keys otherwise.
 */
export async function mustFollowBlogs(
  db: Db,
  user: MessagingUser,
  viewer: BlogRow,
  blogIds: readonly string[],
): Promise<Set<string>> {
  if (!isYoung(user) || blogIds.length === 0) return new Set();
  const keyOf = new Map(blogIds.map((id) => [participantsKey([viewer.id, id]), id]));
  const started = await db
    .selectFrom('conversations')
    .select('participants_key')
    .where('participants_key', 'in', [...keyOf.keys()])
    .execute();
  const talking = new Set(started.map((c) => keyOf.get(c.participants_key)));
  return new Set(blogIds.filter((id) => !talking.has(id)));
}
