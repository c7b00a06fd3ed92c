import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { publishPush } from '../push/publish.js';

/**
 * Deletes a conversation for one blog only: every message up to now is hidden from it and counts as
 * read, so it leaves that blog's inbox; a later message brings it back with only the newer
 * messages. The owner's open windows and counts are told. Runs in the caller's transaction.
 */
export async function hideConversation(
  tx: Db,
  conversationId: string,
  blog: { id: string; uuid: string; user_id: string },
): Promise<void> {
  await tx
    .updateTable('conversation_participants')
    .set({
      deleted_up_to: sql`last_message_id`,
      last_read_message_id: sql`last_message_id`,
      last_read_at: sql`last_modified`,
      unread_count: 0,
    })
    .where('conversation_id', '=', conversationId)
    .where('blog_id', '=', blog.id)
    .execute();
  await publishPush(tx, [
    {
      userId: blog.user_id,
      event: {
        type: 'conversation',
        conversation_id: conversationId,
        participant: blog.uuid,
        change: 'deleted',
      },
    },
  ]);
}
