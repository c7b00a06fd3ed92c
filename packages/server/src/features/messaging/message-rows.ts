import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { MessagesTable } from '../../db/schema.js';

/** A stored message with its sender's uuid, which answers name it by. */
export type MessageRow = Selectable<MessagesTable> & { sender_uuid: string };

/** Messages with their senders' uuids: the one query shape every read of messages starts from. */
export function selectMessages(db: Db) {
  return db
    .selectFrom('messages as m')
    .innerJoin('blogs as sender', 'sender.id', 'm.sender_blog_id')
    .selectAll('m')
    .select('sender.uuid as sender_uuid');
}

/**
 * Of selectMessages' rows, those `viewerBlogId` may read: a blog a moderator marked spam or
 * suspended reaches nobody with its messages but itself (moderation's toggles).
 */
export const fromVisibleSender = (viewerBlogId: string) =>
  sql<boolean>`(not (sender.is_spam or sender.is_suspended) or m.sender_blog_id = ${viewerBlogId})`;
