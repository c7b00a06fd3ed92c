import { COUNTS_KEY } from './counts';

/**
 * Messaging's query keys, in one place so the push module, the polling and the windows can update or
 * invalidate what the inbox shows. `['messaging']` alone covers everything of messaging.
 */
export const messagingKeys = {
  all: ['messaging'] as const,
  /** GET /svc/user/counts?unread_messages=true (useUserCounts). */
  counts: COUNTS_KEY,
  /** Every blog's inbox: invalidate this after a message, a read, a delete. */
  inboxes: ['messaging', 'conversations'] as const,
  /** One blog's inbox (uuid or name, as the hook was given it). */
  inbox: (participant: string) => ['messaging', 'conversations', participant] as const,
  favorites: (participant: string, limit: number) => ['messaging', 'favorites', participant, limit] as const,
  participantInfo: (participant: string, q: string) =>
    ['messaging', 'participant-info', participant, q] as const,
  onlineStatus: (names: readonly string[]) =>
    ['messaging', 'online-status', [...names].sort().join(',')] as const,
};
