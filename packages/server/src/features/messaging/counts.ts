import type { UserCountsResponse } from '@rookery/core';
import type { Db } from '../../db/database.js';

/**
 * GET /svc/user/counts: per blog of the user (keyed by uuid, the mention key) the unread count of
 * each conversation with unread messages; every blog is named, with `{}` when nothing is unread.
 * One indexed read: the counts are kept on the participant rows as messages come and are read.
 * Called inside a transaction it sees that transaction's changes (the push notices use that).
 */
export async function unreadCounts(db: Db, userId: string): Promise<UserCountsResponse> {
  const rows = await db
    .selectFrom('blogs as b')
    .leftJoin('conversation_participants as cp', (j) =>
      j.onRef('cp.blog_id', '=', 'b.id').on('cp.unread_count', '>', 0),
    )
    .select(['b.uuid', 'cp.conversation_id', 'cp.unread_count'])
    .where('b.user_id', '=', userId)
    .orderBy('b.id')
    .execute();
  const unread: UserCountsResponse['unread_messages'] = {};
  for (const r of rows) {
    const blog = unread[r.uuid] ?? {};
    unread[r.uuid] = blog;
    if (r.conversation_id !== null && r.unread_count !== null) blog[r.conversation_id] = r.unread_count;
  }
  return { unread_messages: unread };
}
