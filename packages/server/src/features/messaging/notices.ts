import type { PushEvent } from '@rookery/core';
import type { Db } from '../../db/database.js';
import type { PushNotice } from '../push/publish.js';

/** A blog of a conversation, with its uuid (what events name) and its owner (who is told). */
export interface Member {
  blogId: string;
  uuid: string;
  userId: string;
}

export async function conversationMembers(db: Db, conversationId: string): Promise<Member[]> {
  const rows = await db
    .selectFrom('conversation_participants as cp')
    .innerJoin('blogs as b', 'b.id', 'cp.blog_id')
    .select(['b.id', 'b.uuid', 'b.user_id'])
    .where('cp.conversation_id', '=', conversationId)
    .orderBy('b.id')
    .execute();
  return rows.map((r) => ({ blogId: r.id, uuid: r.uuid, userId: r.user_id }));
}

/** One event for each member's owner, naming the member's blog. */
export function toMembers(members: readonly Member[], event: (member: Member) => PushEvent): PushNotice[] {
  return members.map((m) => ({ userId: m.userId, event: event(m) }));
}
