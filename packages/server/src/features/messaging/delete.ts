import type { deleteConversationSchema } from '@rookery/core';
import type { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { requireActingBlog } from './blog-refs.js';
import { requireOwnRow } from './find-conversation.js';
import { hideConversation } from './hide.js';

type DeleteInput = z.output<typeof deleteConversationSchema>;

/** DELETE /svc/conversations/messages: the conversation goes for this participant only. */
export async function deleteConversation(
  deps: AppDeps,
  userId: string,
  input: DeleteInput,
): Promise<{ conversation_id: string; deleted: true }> {
  const blog = await requireActingBlog(deps.db, userId, input.participant);
  await requireOwnRow(deps.db, input.conversation_id, blog.id);
  await deps.db.transaction().execute((tx) => hideConversation(tx, input.conversation_id, blog));
  return { conversation_id: input.conversation_id, deleted: true };
}
