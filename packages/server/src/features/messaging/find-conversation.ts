import { messagingTexts } from '@rookery/core';
import type { Db } from '../../db/database.js';
import { ForbiddenError, NotFoundError } from '../../http/errors.js';
import type { OwnRow } from './present-conversations.js';

/** The acting blog's row of a conversation: 404 when there is no such conversation, 403 when it is not in it. */
export async function requireOwnRow(db: Db, conversationId: string, blogId: string): Promise<OwnRow> {
  const row = await db
    .selectFrom('conversation_participants')
    .selectAll()
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', blogId)
    .executeTakeFirst();
  if (row) return row;
  const exists = await db
    .selectFrom('conversations')
    .select('id')
    .where('id', '=', conversationId)
    .executeTakeFirst();
  if (!exists) throw new NotFoundError(messagingTexts.notAConversation);
  throw new ForbiddenError(messagingTexts.notParticipant);
}

/** The conversation between exactly these blogs, if there is one. */
export async function conversationIdByKey(db: Db, key: string): Promise<string | null> {
  const row = await db
    .selectFrom('conversations')
    .select('id')
    .where('participants_key', '=', key)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** The blogs of a conversation other than `blogId`. */
export async function otherBlogIds(db: Db, conversationId: string, blogId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('conversation_participants')
    .select('blog_id')
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '<>', blogId)
    .execute();
  return rows.map((r) => r.blog_id);
}
