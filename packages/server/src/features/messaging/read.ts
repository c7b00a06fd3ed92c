import type { ConversationReadResponse, readConversationSchema } from '@rookery/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { publishPush } from '../push/publish.js';
import { requireActingBlog } from './blog-refs.js';
import { requireOwnRow } from './find-conversation.js';
import { conversationMembers, toMembers } from './notices.js';

type ReadInput = z.output<typeof readConversationSchema>;

/**
 * POST /svc/conversations/read (ours): the participant has read up to `ts` (the newest message when
 * absent). Reading never goes back; the unread count becomes what the others sent after that.
 * Every member's owner is told (read marks), and the reader's account gets its new counts.
 */
export async function markRead(
  deps: AppDeps,
  userId: string,
  input: ReadInput,
): Promise<ConversationReadResponse> {
  const blog = await requireActingBlog(deps.db, userId, input.participant);
  await requireOwnRow(deps.db, input.conversation_id, blog.id);
  return deps.db.transaction().execute(async (tx) => {
    const own = await tx
      .selectFrom('conversation_participants')
      .selectAll()
      .where('conversation_id', '=', input.conversation_id)
      .where('blog_id', '=', blog.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const newest = BigInt(own.last_message_id);
    const asked = input.ts ? BigInt(input.ts) : newest;
    const upTo = [asked < newest ? asked : newest, BigInt(own.last_read_message_id)].reduce((a, b) =>
      a > b ? a : b,
    );
    const read = await tx
      .selectFrom('messages')
      .select(sql<Date>`date_trunc('milliseconds', created_at)`.as('at'))
      .where('conversation_id', '=', own.conversation_id)
      .where('id', '<=', upTo.toString())
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    const unread = await tx
      .selectFrom('messages')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('conversation_id', '=', own.conversation_id)
      .where('id', '>', upTo.toString())
      .where('id', '>', own.deleted_up_to)
      .where('sender_blog_id', '<>', blog.id)
      .executeTakeFirstOrThrow();
    const lastReadAt = read?.at ?? own.last_read_at;
    await tx
      .updateTable('conversation_participants')
      .set({ last_read_message_id: upTo.toString(), last_read_at: lastReadAt, unread_count: unread.n })
      .where('conversation_id', '=', own.conversation_id)
      .where('blog_id', '=', blog.id)
      .execute();
    const lastReadTs = lastReadAt?.getTime() ?? 0;
    const members = await conversationMembers(tx, own.conversation_id);
    await publishPush(tx, [
      ...toMembers(members, (m) => ({
        type: 'read',
        conversation_id: own.conversation_id,
        participant: m.uuid,
        reader: blog.uuid,
        last_read_ts: lastReadTs,
      })),
    ]);
    return {
      conversation_id: own.conversation_id,
      last_read_ts: lastReadTs,
      unread_messages_count: unread.n,
    };
  });
}
