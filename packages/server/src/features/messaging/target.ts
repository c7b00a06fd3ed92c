import type { Db } from '../../db/database.js';
import type { BlogRow } from '../blogs/blog-row.js';
import { participantsKey, requireActingBlog, requireRecipients } from './blog-refs.js';
import { departedMembers } from './departed.js';
import { conversationIdByKey, requireOwnRow } from './find-conversation.js';
import type { OwnRow } from './present-conversations.js';

/** Where a message goes or a conversation is read: by its id, or by the blogs in it. */
export interface TargetInput {
  participant: string;
  conversation_id?: string | undefined;
  participants?: string[] | undefined;
}

export interface Target {
  /** The user's blog taking part. */
  sender: BlogRow;
  /** The existing conversation, or null when these blogs have none yet. */
  conversationId: string | null;
  /** The sender's row of it, when it was named by id. */
  own: OwnRow | null;
  recipients: BlogRow[];
  /** A blog of the conversation was deleted with its account (departed.ts). */
  departed: boolean;
}

/**
 * Resolves `participant` (which the user must own: 403 otherwise) and the conversation, named by id
 * (the blog must be in it) or by its other blogs (which must exist and not be the user's own).
 */
export async function resolveTarget(db: Db, userId: string, input: TargetInput): Promise<Target> {
  const sender = await requireActingBlog(db, userId, input.participant);
  if (input.conversation_id) {
    const own = await requireOwnRow(db, input.conversation_id, sender.id);
    const recipients = await db
      .selectFrom('conversation_participants as cp')
      .innerJoin('blogs', 'blogs.id', 'cp.blog_id')
      .selectAll('blogs')
      .where('cp.conversation_id', '=', input.conversation_id)
      .where('cp.blog_id', '<>', sender.id)
      .execute();
    const departed = (await departedMembers(db, [input.conversation_id])).length > 0;
    return { sender, conversationId: input.conversation_id, own, recipients, departed };
  }
  const recipients = await requireRecipients(db, sender, input.participants ?? []);
  const key = participantsKey([sender.id, ...recipients.map((r) => r.id)]);
  // A key names live blogs only: a conversation with a deleted one has a key no lookup makes.
  return {
    sender,
    conversationId: await conversationIdByKey(db, key),
    own: null,
    recipients,
    departed: false,
  };
}
