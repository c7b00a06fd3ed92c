import { z } from 'zod';
import { flag, list } from '../form-values.js';
import { digitsFitBigint } from '../ids.js';
import { postIdSchema } from '../posts/requests.js';
import { MESSAGE_TEXT_MAX, MESSAGES_PAGE_SIZE, SEND_CONTEXTS } from './constants.js';
import { messagingTexts } from './texts.js';
import { MESSAGE_TYPES, messageTypeOf } from './types.js';

/**
 * Request shapes of messaging's calls (spec document 3 §7). `participant` is always the viewer's
 * blog taking part (its uuid or name); the server checks the user owns it.
 */

const id = z
  .string()
  .regex(/^\d{1,19}$/, 'Not a valid id.')
  .refine(digitsFitBigint, 'Not a valid id.');
/** A blog named by uuid or name. */
const blogRef = z.string().trim().min(1).max(64);

/** At most this many blogs named in one list. */
const LIST_MAX = 20;

/** GET /svc/conversations: the inbox of one blog, newest first. */
export const conversationsQuerySchema = z.object({
  participant: blogRef,
  /** Conversations modified before this (epoch ms, as `_links.next` gives it). */
  before: z.coerce.number().int().positive().optional(),
  /** With `before`: among conversations modified in that same millisecond, those of a lower id. */
  before_id: id.optional(),
});

/** GET /svc/conversations/messages: by conversation_id, or by the other participants. */
export const messagesQuerySchema = z
  .object({
    participant: blogRef,
    conversation_id: id.optional(),
    participants: list(blogRef, LIST_MAX).optional(),
    /** Older than this ts (the `previous` link). */
    before: id.optional(),
    /** Newer than this ts (the `next` link). */
    after: id.optional(),
    limit: z.coerce.number().int().min(1).max(50).default(MESSAGES_PAGE_SIZE),
  })
  .refine((q) => q.conversation_id || q.participants, {
    message: 'Name the conversation or its participants.',
    path: ['conversation_id'],
  });
export type MessagesQuery = z.output<typeof messagesQuerySchema>;

/** A message type by any of the spec's names (TEXT or text, POSTREF or post, ...), in any case. */
export const messageTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (messageTypeOf(v) ?? v) : v),
  z.enum(MESSAGE_TYPES, messagingTexts.badType),
);

/** A send context is kept only when its first colon-separated part is allowed (spec §5). */
export function allowedContext(context: string | undefined | null): string | null {
  if (!context) return null;
  const head = context.split(':')[0] ?? '';
  return (SEND_CONTEXTS as readonly string[]).includes(head) ? context.slice(0, 200) : null;
}

/**
 * The persisted fields of a message (spec §3): conversation_id, type, participant, participants,
 * message, post, context and sticker_id (plus the session's form_key). Anything else is refused.
 * An IMAGE's file arrives as the multipart part `data`.
 */
export const sendMessageSchema = z
  .object({
    form_key: z.string().optional(),
    conversation_id: id.optional(),
    type: messageTypeSchema,
    participant: blogRef,
    participants: list(blogRef, LIST_MAX).optional(),
    message: z
      .string()
      .max(MESSAGE_TEXT_MAX * 2)
      .optional(),
    post: z.object({ id: postIdSchema, blog: blogRef.optional() }).strict().optional(),
    context: z.string().max(500).optional(),
    sticker_id: z.string().max(64).optional(),
  })
  .strict()
  .refine((m) => m.conversation_id || m.participants, {
    message: 'Name the conversation or its participants.',
    path: ['conversation_id'],
  });
export type SendMessageInput = z.output<typeof sendMessageSchema>;

/** DELETE /svc/conversations/messages?conversation_id=&participant= */
export const deleteConversationSchema = z.object({ conversation_id: id, participant: blogRef });

/** POST /svc/conversations/flag */
export const flagConversationSchema = z.object({
  conversation_id: id,
  participant: blogRef,
  type: z.enum(['spam', 'unblur'], messagingTexts.flagType),
  context: z.string().max(200).optional(),
});

/** POST /svc/conversations/read (ours): read up to `ts` (the newest when absent). */
export const readConversationSchema = z.object({
  conversation_id: id,
  participant: blogRef,
  ts: id.optional(),
});

/** GET /svc/conversations/participant_info?q=&participant= */
export const participantInfoQuerySchema = z.object({ q: blogRef, participant: blogRef });

/** GET /svc/conversations/participant_suggestions: a search (q) or the favorites. */
export const participantSuggestionsQuerySchema = z.object({
  participant: blogRef,
  q: z.string().trim().max(64).optional(),
  /** Default: RECIPIENT_SEARCH_LIMIT for a search, FAVORITES_LIMIT for the favorites (spec §7). */
  limit: z.coerce.number().int().min(1).max(20).optional(),
  include_recent: flag.optional(),
  exclude_active: flag.optional(),
});

/** GET /svc/onlinestatus?participantIds= */
export const onlineStatusQuerySchema = z.object({ participantIds: list(blogRef, LIST_MAX) });

/** GET /svc/user/counts?unread_messages=true */
export const userCountsQuerySchema = z.object({ unread_messages: flag.optional() });
