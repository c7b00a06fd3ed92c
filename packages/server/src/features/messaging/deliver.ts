import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertMedia } from '../media/media.js';
import { jsonb } from '../posts/jsonb.js';
import { publishPush } from '../push/publish.js';
import { participantsKey } from './blog-refs.js';
import type { MessageContent } from './content.js';
import { conversationMembers, toMembers } from './notices.js';
import type { Relation } from './relations.js';
import type { Target } from './target.js';

/**
 * Stores one message in one transaction: the conversation (created with the first message, one per
 * set of blogs), the message, every participant's row (newest message, unread counts; the sender
 * has read its own message and is no longer a possible spammer's target), and the push notices,
 * which leave at commit. The conversation row is locked first, so messages of one conversation are
 * numbered in the order they commit: a reader polling `after` its newest ts never skips one.
 */
export async function deliverMessage(
  db: Db,
  target: Target,
  relations: Map<string, Relation>,
  content: MessageContent,
): Promise<{ conversationId: string; messageId: string }> {
  const { sender } = target;
  return db.transaction().execute(async (tx) => {
    const conversationId = target.conversationId ?? (await startConversation(tx, target, relations));
    await tx.selectFrom('conversations').select('id').where('id', '=', conversationId).forUpdate().execute();
    const mediaId = content.image?.media ? (await insertMedia(tx, content.image.media)).id : null;
    const message = await tx
      .insertInto('messages')
      .values({
        conversation_id: conversationId,
        sender_blog_id: sender.id,
        type: content.type,
        text: content.text,
        formatting: jsonb(content.formatting),
        post_id: content.postId,
        media_id: mediaId,
        image: content.image ? jsonb(content.image.image) : null,
        sticker_id: content.stickerId,
        context: content.context,
        // The time it is stored under the lock, not when the transaction began: times follow ids.
        created_at: sql<Date>`clock_timestamp()`,
      })
      .returning(['id', sql<Date>`date_trunc('milliseconds', created_at)`.as('at')])
      .executeTakeFirstOrThrow();
    const isSender = sql<boolean>`blog_id = ${sender.id}`;
    await tx
      .updateTable('conversation_participants')
      .set({
        last_message_id: message.id,
        last_modified: message.at,
        unread_count: sql`case when ${isSender} then 0 else unread_count + 1 end`,
        last_read_message_id: sql`case when ${isSender} then ${message.id}::bigint else last_read_message_id end`,
        last_read_at: sql`case when ${isSender} then ${message.at}::timestamptz else last_read_at end`,
        is_possible_spam: sql`is_possible_spam and not ${isSender}`,
      })
      .where('conversation_id', '=', conversationId)
      .execute();
    const members = await conversationMembers(tx, conversationId);
    await publishPush(tx, [
      ...toMembers(members, (m) => ({
        type: 'message',
        conversation_id: conversationId,
        participant: m.uuid,
        from: sender.uuid,
        ts: message.id,
      })),
    ]);
    return { conversationId, messageId: message.id };
  });
}

/**
 * The conversation between the target's blogs: created, or found when another first message
 * created it meanwhile (the unique key makes the second wait, then find it). A recipient is a
 * possible spam target while it does not follow the sender (ours), or when the sender is spam.
 */
async function startConversation(db: Db, target: Target, relations: Map<string, Relation>): Promise<string> {
  const { sender, recipients } = target;
  const key = participantsKey([sender.id, ...recipients.map((r) => r.id)]);
  const created = await db
    .insertInto('conversations')
    .values({ participants_key: key, started_by_blog_id: sender.id, started_by_user_id: sender.user_id })
    .onConflict((c) => c.column('participants_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!created) {
    const found = await db
      .selectFrom('conversations')
      .select('id')
      .where('participants_key', '=', key)
      .executeTakeFirstOrThrow();
    return found.id;
  }
  await db
    .insertInto('conversation_participants')
    .values([
      { conversation_id: created.id, blog_id: sender.id },
      ...recipients.map((r) => ({
        conversation_id: created.id,
        blog_id: r.id,
        // A blog a moderator marked spam lands in everyone's spam, followed or not.
        is_possible_spam: sender.is_spam || !relations.get(r.id)?.followedBy,
      })),
    ])
    .execute();
  return created.id;
}
