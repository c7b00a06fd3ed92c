import {
  APPEND_FAVORITES_TO_INBOX_LIMIT,
  type Conversation,
  type Participant,
  SUGGESTIONS_PER_ROW,
} from '@rookery/core';

/**
 * Spec §2: the empty inbox's suggestions grid shows whole rows only. Fewer blogs than one row still
 * show as one row: an empty grid would hide every suggestion there is.
 */
export function wholeRows<T>(items: readonly T[], perRow: number = SUGGESTIONS_PER_ROW): T[] {
  if (items.length <= perRow) return [...items];
  return items.slice(0, items.length - (items.length % perRow));
}

/**
 * Spec §9: favorites are appended under an inbox of at most `limit` conversations (the empty inbox
 * shows its own grid instead).
 */
export function appendsFavorites(conversations: number, limit: number = APPEND_FAVORITES_TO_INBOX_LIMIT) {
  return conversations > 0 && conversations <= limit;
}

/** The blogs of a conversation other than the viewer's own. */
export function otherParticipants(conversation: Pick<Conversation, 'participants' | 'participant_uuid'>) {
  return conversation.participants.filter((p) => p.uuid !== conversation.participant_uuid);
}

/**
 * Favorites without the blogs to leave out (the sender itself, blogs already in the list above), at
 * most `limit` of them.
 */
export function favoritesWithout(
  blogs: readonly Participant[],
  leaveOut: ReadonlySet<string>,
  limit: number,
): Participant[] {
  return blogs.filter((b) => !leaveOut.has(b.uuid)).slice(0, limit);
}

/**
 * What a poll compares to tell whether the inbox changed (spec §4: unchanged answers slow polling):
 * each conversation's id, last change and last read, in order.
 */
export function inboxSignature(
  conversations: readonly Pick<Conversation, 'id' | 'last_modified_ts' | 'last_read_ts'>[],
): string {
  return conversations.map((c) => `${c.id}:${c.last_modified_ts}:${c.last_read_ts}`).join(',');
}
