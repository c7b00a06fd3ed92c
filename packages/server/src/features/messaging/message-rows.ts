import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MessagesTable } from '../../db/schema.js';

/** A stored message with its sender's uuid, which answers name it by. */
export type MessageRow = Selectable<MessagesTable> & { sender_uuid: string };

/**
 * Messages with their senders' uuids: the one query shape every read of messages starts from. A
 * sender whose account was deleted is named by its departed_blogs row (migration 0029).
 */
export function selectMessages(db: Db) {
  return db
    .selectFrom('messages as m')
    .leftJoin('blogs as sender', 'sender.id', 'm.sender_blog_id')
    .leftJoin('departed_blogs as departed', 'departed.blog_id', 'm.sender_blog_id')
    .selectAll('m')
    .select(sql<string>`coalesce(sender.uuid, departed.uuid)::text`.as('sender_uuid'));
}

/**
 * Of selectMessages' rows, those `viewerBlogId` may read: a blog a moderator marked spam or
 * suspended, or one whose account waits to be deleted, reaches nobody with its messages but itself
 * (moderation's toggles, account deletion). A deleted blog's messages stay with the others.
 */
export const fromVisibleSender = (viewerBlogId: string) =>
  sql<boolean>`(not coalesce(sender.is_spam or sender.is_suspended or sender.is_leaving, false) or m.sender_blog_id = ${viewerBlogId})`;
