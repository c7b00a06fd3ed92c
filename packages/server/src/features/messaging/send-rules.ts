import {
  accountDeletionTexts,
  type CantReceiveReason,
  MESSAGING_ERROR_CODES,
  MUST_FOLLOW_ACCOUNT_AGE_MS,
  messages,
  messagingTexts,
  NEW_CONVERSATIONS_PER_DAY,
} from '@rookery/core';
import { sql } from 'kysely';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { type AppError, ConflictError, ForbiddenError, RateLimitError } from '../../http/errors.js';
import type { BlogRow } from '../blogs/blog-row.js';
import type { Relation } from './relations.js';

/** What the messaging rules read of the acting account. */
export interface MessagingUser {
  id: string;
  emailVerified: boolean;
  canMessage: boolean;
  createdAt: Date;
}

export async function loadMessagingUser(db: Db, userId: string): Promise<MessagingUser> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email_verified_at', 'can_message', 'created_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return {
    id: row.id,
    emailVerified: row.email_verified_at !== null,
    canMessage: row.can_message,
    createdAt: row.created_at,
  };
}

/** 403 code 7001 until the account's address is verified: no reading or sending messages before. */
export function assertVerified(user: MessagingUser): void {
  if (!user.emailVerified) throw verifyEmailError();
}

const verifyEmailError = () =>
  new ForbiddenError(messagingTexts.verifyEmail, MESSAGING_ERROR_CODES.verifyEmail);

/**
 * Why the sending blog may not message `recipient` now, or null when it may: a block either way,
 * the recipient's messages switched off, or it takes messages only from blogs it follows (7003).
 * With `mustFollow` (a young account about to start a conversation, see assertMayStart), also a
 * blog the sending blog does not follow (409): participant lists say so before anyone tries.
 */
export function cantReceiveReason(
  recipient: BlogRow,
  relation: Relation,
  mustFollow = false,
): CantReceiveReason | null {
  if (relation.blocked) return { code: 'blocked', message: messages.blocked };
  if (!recipient.can_receive_messages) return { code: 'messages_off', message: messagingTexts.cantReceive };
  if (recipient.messages_from_followed_only && !relation.followedBy)
    return { code: 'followed_only', message: messagingTexts.followedOnly(recipient.name) };
  if (mustFollow && !relation.following) return { code: 'must_follow', message: messagingTexts.mustFollow };
  return null;
}

/** The error a refused call answers for a reason, with the status and code spec §8 reads. */
export function refusalError(reason: CantReceiveReason): AppError {
  if (reason.code === 'followed_only')
    return new ForbiddenError(reason.message, MESSAGING_ERROR_CODES.followedOnly);
  if (reason.code === 'must_follow') return new ConflictError(reason.message);
  return new ForbiddenError(reason.message);
}

/** The refusal of sending to `recipient` by the recipient's own rules (cantReceiveReason), or null. */
export function refusal(recipient: BlogRow, relation: Relation): AppError | null {
  const reason = cantReceiveReason(recipient, relation);
  return reason && refusalError(reason);
}

/** Sending into a conversation a deleted blog was part of: it is kept to read, not to go on. */
export const departedRefusal = () => new ForbiddenError(accountDeletionTexts.departedReason);

/** Why this account may not send at all, or null. */
export function userRefusal(user: MessagingUser): AppError | null {
  if (!user.emailVerified) return verifyEmailError();
  if (!user.canMessage) return new ForbiddenError(messagingTexts.messagingOff);
  return null;
}

/** Ours: an account younger than a day may start conversations only with blogs it follows. */
export const isYoung = (user: MessagingUser): boolean =>
  Date.now() - user.createdAt.getTime() < MUST_FOLLOW_ACCOUNT_AGE_MS;

/**
 * The rules for starting a conversation (ours, spec §8 names their errors): an account younger than
 * a day may start one only with blogs its sending blog follows (409), and an account starts at
 * most `newConversationsPerDay` in 24 hours (429).
 */
export async function assertMayStart(
  db: Db,
  config: Config,
  user: MessagingUser,
  relations: Relation[],
): Promise<void> {
  if (isYoung(user) && relations.some((r) => !r.following))
    throw new ConflictError(messagingTexts.mustFollow);
  const limit = config.newConversationsPerDay ?? NEW_CONVERSATIONS_PER_DAY;
  const started = await db
    .selectFrom('conversations')
    .select(sql<string>`count(*)`.as('n'))
    .where('started_by_user_id', '=', user.id)
    .where('created_at', '>', sql<Date>`now() - interval '24 hours'`)
    .executeTakeFirstOrThrow();
  if (Number(started.n) >= limit) throw new RateLimitError(messagingTexts.dailyLimit);
}
