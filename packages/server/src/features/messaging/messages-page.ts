import type { MessagesQuery, PageLinks } from '@rookery/core';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { pageLink } from './links.js';
import { fromVisibleSender, type MessageRow, selectMessages } from './message-rows.js';
import type { OwnRow } from './present-conversations.js';

export interface MessagesPage {
  rows: MessageRow[];
  _links: PageLinks;
}

/**
 * One page of the messages the participant may see (those after what it deleted), oldest first:
 * the newest `limit` (a poll asks for min(10, unread + 5)), those before `before` (the `previous`
 * link, older), or those after `after` (the `next` link, newer; also how a poll catches up).
 * Messages are read in id order, which is the order they were committed in a conversation.
 */
export async function messagesPage(
  db: Db,
  own: OwnRow,
  uuid: string,
  query: MessagesQuery,
): Promise<MessagesPage> {
  const visible = selectMessages(db)
    .where('m.conversation_id', '=', own.conversation_id)
    .where('m.id', '>', own.deleted_up_to)
    .where(fromVisibleSender(own.blog_id));
  const limit = query.limit;
  let rows: MessageRow[];
  let more: boolean;
  if (query.after) {
    rows = await visible
      .where('m.id', '>', query.after)
      .orderBy('m.id', 'asc')
      .limit(limit + 1)
      .execute();
    more = rows.length > limit;
    rows = rows.slice(0, limit);
  } else {
    rows = await visible
      .$if(!!query.before, (q) => q.where('m.id', '<', query.before!))
      .orderBy('m.id', 'desc')
      .limit(limit + 1)
      .execute();
    more = rows.length > limit;
    rows = rows.slice(0, limit).reverse();
  }
  const first = rows[0]?.id;
  const last = rows.at(-1)?.id;
  const older = query.after ? first !== undefined && (await exists(db, own, '<', first)) : more;
  const newer = query.after
    ? more
    : last !== undefined && !!query.before && (await exists(db, own, '>', last));
  const link = (extra: Record<string, string>) =>
    pageLink('/svc/conversations/messages', {
      conversation_id: own.conversation_id,
      participant: uuid,
      limit,
      ...extra,
    });
  return {
    rows,
    _links: {
      ...(older && first ? { previous: link({ before: first }) } : {}),
      ...(newer && last ? { next: link({ after: last }) } : {}),
    },
  };
}

async function exists(db: Db, own: OwnRow, op: '<' | '>', id: string): Promise<boolean> {
  const row = await db
    .selectFrom('messages')
    .select(sql`1`.as('one'))
    .where('conversation_id', '=', own.conversation_id)
    .where('id', '>', own.deleted_up_to)
    .where('id', op, id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
