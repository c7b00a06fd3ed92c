import { type ConversationMessagesResponse, type MessagesQuery, messagingTexts } from '@rookery/core';
import type { AppDeps } from '../../deps.js';
import { NotFoundError } from '../../http/errors.js';
import { authorizeSend } from './authorize-send.js';
import { requireOwnRow } from './find-conversation.js';
import { messagesPage } from './messages-page.js';
import { presentConversations } from './present-conversations.js';
import { presentMessages } from './present-messages.js';
import { assertVerified, loadMessagingUser } from './send-rules.js';
import { resolveTarget } from './target.js';

/**
 * GET /svc/conversations/messages: a conversation and a page of its messages. Named by its blogs,
 * a conversation that does not exist yet is checked as a first message would be (403 7001/7003,
 * 409, 429 — spec §8's fetch errors), then answers 404, which the client takes as empty.
 */
export async function listMessages(
  deps: AppDeps,
  userId: string,
  query: MessagesQuery,
): Promise<ConversationMessagesResponse> {
  const { db } = deps;
  const user = await loadMessagingUser(db, userId);
  assertVerified(user);
  const target = await resolveTarget(db, userId, query);
  if (!target.conversationId) {
    await authorizeSend(db, deps.config, user, target);
    throw new NotFoundError(messagingTexts.noConversation);
  }
  const own = target.own ?? (await requireOwnRow(db, target.conversationId, target.sender.id));
  const page = await messagesPage(db, own, target.sender.uuid, query);
  const [conversation] = await presentConversations(deps, { user, blog: target.sender }, [own]);
  const data = await presentMessages(deps, { userId, blogId: target.sender.id }, page.rows);
  return { ...conversation!, messages: { data, _links: page._links } };
}
