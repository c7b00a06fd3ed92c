import type { Conversation, Message } from '@rookery/core';
import type { Selectable } from 'kysely';
import type { ConversationParticipantsTable } from '../../db/schema.js';
import type { AppDeps } from '../../deps.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { departedMembers, presentDeparted } from './departed.js';
import { fromVisibleSender, selectMessages } from './message-rows.js';
import { loadParticipants } from './participants.js';
import { presentMessages } from './present-messages.js';
import { departedRefusal, type MessagingUser, refusal, userRefusal } from './send-rules.js';

/** The viewer's own row of a conversation: what it has read, deleted and flagged. */
export type OwnRow = Selectable<ConversationParticipantsTable>;

/** Who looks: the account and the blog it takes part as. */
export interface ConversationViewer {
  user: MessagingUser;
  blog: BlogRow;
}

/**
 * Conversations as the viewer's blog sees them (spec §3), in a fixed number of queries for any
 * number of them: the other participants, their blogs hydrated, the newest messages.
 */
export async function presentConversations(
  deps: Pick<AppDeps, 'db' | 'media'>,
  viewer: ConversationViewer,
  rows: readonly OwnRow[],
): Promise<Conversation[]> {
  if (rows.length === 0) return [];
  const { db } = deps;
  const ids = rows.map((r) => r.conversation_id);
  const members = await db
    .selectFrom('conversation_participants')
    .select(['conversation_id', 'blog_id'])
    .where('conversation_id', 'in', ids)
    .orderBy('blog_id')
    .execute();
  const lastIds = rows
    .filter((r) => BigInt(r.last_message_id) > BigInt(r.deleted_up_to))
    .map((r) => r.last_message_id);
  const [blogs, lastRows, departed] = await Promise.all([
    loadParticipants(
      db,
      viewer.blog,
      members.map((m) => m.blog_id),
      { activity: true },
    ),
    lastIds.length
      ? selectMessages(db).where('m.id', 'in', lastIds).where(fromVisibleSender(viewer.blog.id)).execute()
      : Promise.resolve([]),
    departedMembers(db, ids),
  ]);
  const lastMessages = new Map<string, Message>(
    (await presentMessages(deps, { userId: viewer.user.id, blogId: viewer.blog.id }, lastRows)).map((m) => [
      m.ts,
      m,
    ]),
  );
  const forbidden = userRefusal(viewer.user);
  return rows.map((row) => {
    const blogIds = members.filter((m) => m.conversation_id === row.conversation_id).map((m) => m.blog_id);
    const hydrated = blogIds.flatMap((id) => {
      const blog = blogs.get(id);
      return blog ? [blog] : [];
    });
    const others = hydrated.filter((h) => h.row.user_id !== viewer.blog.user_id);
    // A blog deleted with its account stays in the conversation by name; nothing more can be sent.
    const gone = departed.filter((d) => d.conversation_id === row.conversation_id).map(presentDeparted);
    const reason =
      forbidden ??
      (gone[0] ? departedRefusal() : null) ??
      others.map((o) => refusal(o.row, o.relation)).find((r) => r !== null) ??
      null;
    return {
      id: row.conversation_id,
      status: 'ACTIVE',
      last_modified_ts: row.last_modified.getTime(),
      last_read_ts: row.last_read_at?.getTime() ?? 0,
      participants: [...hydrated.map((h) => h.participant), ...gone],
      participant_uuid: viewer.blog.uuid,
      can_send: reason === null,
      cant_send_reason: reason?.message ?? null,
      is_possible_spam: row.is_possible_spam,
      is_blurred_images: row.is_blurred_images,
      unread_messages_count: row.unread_count,
      last_message: lastMessages.get(row.last_message_id) ?? null,
    };
  });
}
