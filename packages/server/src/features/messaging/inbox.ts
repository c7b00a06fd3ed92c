import type { conversationsQuerySchema } from '@rookery/core';
import { CONVERSATIONS_PAGE_SIZE, type ConversationsResponse } from '@rookery/core';
import { sql } from 'kysely';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireActingBlog } from './blog-refs.js';
import { unreadMessageSums } from './counts.js';
import { pageLink } from './links.js';
import { presentConversations } from './present-conversations.js';
import { loadMessagingUser } from './send-rules.js';

type InboxQuery = z.output<typeof conversationsQuerySchema>;

/** Epoch milliseconds as a timestamptz, exactly (last_modified is kept to the millisecond). */
const fromMillis = (ms: number) => sql<Date>`timestamptz 'epoch' + ${ms} * interval '1 millisecond'`;

/**
 * GET /svc/conversations: the inbox of one of the user's blogs, the most recently changed first,
 * a page at a time by keyset over (last_modified, id). A conversation is in it while it has a
 * message after what the blog deleted. `_links.next` reads the next (older) page; the blog's unread
 * messages over every page come with it (spec §3 Inbox model).
 */
export async function listConversations(
  deps: AppDeps,
  userId: string,
  query: InboxQuery,
): Promise<ConversationsResponse> {
  const { db } = deps;
  const blog = await requireActingBlog(db, userId, query.participant);
  const limit = CONVERSATIONS_PAGE_SIZE;
  const rows = await db
    .selectFrom('conversation_participants')
    .selectAll()
    .where('blog_id', '=', blog.id)
    .where(sql<boolean>`last_message_id > deleted_up_to`)
    .$if(query.before !== undefined, (q) =>
      q.where(
        sql<boolean>`(last_modified, conversation_id) < (${fromMillis(query.before!)}, ${query.before_id ?? '9223372036854775807'}::bigint)`,
      ),
    )
    .orderBy('last_modified', 'desc')
    .orderBy('conversation_id', 'desc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const [user, unread] = await Promise.all([loadMessagingUser(db, userId), unreadMessageSums(db, [blog.id])]);
  const conversations = await presentConversations(deps, { user, blog }, page);
  const last = page.at(-1);
  return {
    conversations,
    _links:
      rows.length > limit && last
        ? {
            next: pageLink('/svc/conversations', {
              participant: blog.uuid,
              before: last.last_modified.getTime(),
              before_id: last.conversation_id,
            }),
          }
        : {},
    unread_messages_count_sum: unread.get(blog.id) ?? 0,
  };
}
