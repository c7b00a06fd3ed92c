import type { ConversationMessagesResponse, SendMessageInput } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { authorizeSend } from './authorize-send.js';
import { prepareContent } from './content.js';
import { deliverMessage } from './deliver.js';
import { requireOwnRow } from './find-conversation.js';
import type { ReceivedImage } from './message-image.js';
import { selectMessages } from './message-rows.js';
import { presentConversations } from './present-conversations.js';
import { presentMessages } from './present-messages.js';
import { loadMessagingUser } from './send-rules.js';
import { resolveTarget } from './target.js';

/**
 * POST /svc/conversations/messages: resolve where it goes, check who may send (403, 409, 429),
 * check the content, store it, and answer the conversation with the new message as
 * messages.data[0] (spec §7).
 */
export async function sendMessage(
  deps: AppDeps,
  userId: string,
  input: SendMessageInput,
  file: ReceivedImage | null,
): Promise<ConversationMessagesResponse> {
  const { db } = deps;
  const user = await loadMessagingUser(db, userId);
  const target = await resolveTarget(db, userId, input);
  const relations = await authorizeSend(db, deps.config, user, target);
  const content = await prepareContent(deps, target.sender, input, file);
  const { conversationId, messageId } = await deliverMessage(db, target, relations, content);
  const viewer = { user, blog: target.sender };
  const row = await requireOwnRow(db, conversationId, target.sender.id);
  const [conversation] = await presentConversations(deps, viewer, [row]);
  const sent = await selectMessages(db).where('m.id', '=', messageId).execute();
  const data = await presentMessages(deps, { userId, blogId: target.sender.id }, sent);
  return { ...conversation!, messages: { data, _links: {} } };
}
