import {
  allowedContext,
  type ConversationMessagesResponse,
  type ConversationReadResponse,
} from '@rookery/core';
import { api } from '../../../api';
import { request } from '../../../api/client';
import type { OutgoingMessage } from '../windows/open-conversation';

/**
 * The calls of one conversation (spec document 3 §7): its messages, sending, reading, delete and
 * flags. `participant` is always the user's blog taking part (its uuid).
 */

/** Which conversation: its id, or (a new one) the other blogs. */
export interface ConversationRef {
  participant: string;
  conversationId: string | null;
  participants: string[];
}

function refQuery(ref: ConversationRef): Record<string, string> {
  return ref.conversationId
    ? { participant: ref.participant, conversation_id: ref.conversationId }
    : { participant: ref.participant, participants: ref.participants.join(',') };
}

/** GET /svc/conversations/messages: the newest page, or older (`before`) / newer (`after`) than a ts. */
export function fetchMessages(
  ref: ConversationRef,
  page: Record<string, string | number> = {},
): Promise<ConversationMessagesResponse> {
  return api.get<ConversationMessagesResponse>('/svc/conversations/messages', { ...refQuery(ref), ...page });
}

/**
 * POST /svc/conversations/messages with only the persisted fields (spec §3): form-encoded, or
 * multipart for an uploaded image (the file in the part `data`); a GIF names its post instead. The sent message is `messages.data[0]`.
 */
export function sendMessage(
  ref: ConversationRef,
  message: OutgoingMessage,
): Promise<ConversationMessagesResponse> {
  const fields = new URLSearchParams(refQuery(ref));
  fields.set('type', message.type);
  if (message.type === 'TEXT') fields.set('message', message.message);
  if (message.type === 'POSTREF') {
    fields.set('post[id]', message.post.id);
    fields.set('post[blog]', message.post.blog);
  }
  if (message.type === 'STICKER') fields.set('sticker_id', message.sticker_id);
  if (message.type === 'IMAGE' && 'gif' in message) {
    fields.set('post[id]', message.gif.postId);
    fields.set('post[blog]', message.gif.postBlogUuid);
  }
  const context = 'context' in message ? allowedContext(message.context) : null;
  if (context) fields.set('context', context);
  if (message.type !== 'IMAGE' || 'gif' in message)
    return api.postForm('/svc/conversations/messages', fields);

  const form = new FormData();
  for (const [key, value] of fields) form.append(key, value);
  form.append('data', message.file, message.file.name);
  return api.postMultipart<ConversationMessagesResponse>('/svc/conversations/messages', form);
}

/** POST /svc/conversations/read (ours): read up to `ts`, or everything. */
export function markRead(
  participant: string,
  conversationId: string,
  ts?: string,
): Promise<ConversationReadResponse> {
  return api.post<ConversationReadResponse>('/svc/conversations/read', {
    conversation_id: conversationId,
    participant,
    ...(ts ? { ts } : {}),
  });
}

/** DELETE /svc/conversations/messages: the conversation goes for this participant only. */
export function deleteConversation(participant: string, conversationId: string): Promise<unknown> {
  return request('DELETE', '/svc/conversations/messages', {
    query: { conversation_id: conversationId, participant },
  });
}

/** POST /svc/conversations/flag: spam (blocks, reports and removes it) or unblur (its images). */
export function flagConversation(
  participant: string,
  conversationId: string,
  type: 'spam' | 'unblur',
  context?: string,
): Promise<unknown> {
  return api.post('/svc/conversations/flag', {
    conversation_id: conversationId,
    participant,
    type,
    ...(context ? { context } : {}),
  });
}
