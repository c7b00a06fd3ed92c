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

/**
 * Unread messages of each of these blogs over all their conversations, by blog id (blogs without
 * any are left out): one read of the unread index, as the counts above.
 */
export async function unreadMessageSums(db: Db, blogIds: readonly string[]): Promise<Map<string, number>> {
  if (blogIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('conversation_participants')
    .select(['blog_id', (e) => e.fn.sum<string>('unread_count').as('n')])
    .where('blog_id', 'in', [...blogIds])
    .where('unread_count', '>', 0)
    .groupBy('blog_id')
    .execute();
  return new Map(rows.map((r) => [r.blog_id, Number(r.n)]));
}
