import {
  APPEND_FAVORITES_TO_INBOX_LIMIT,
  type Conversation,
  EMPTY_INBOX_FAVORITES,
  EMPTY_INBOX_SUGGESTION_ROWS,
  type Participant,
  SUGGESTIONS_PER_ROW,
} from '@rookery/core';

/** Spec §2: the empty inbox's suggestions grid shows whole rows only; less than a row is none. */
export function wholeRows<T>(items: readonly T[], perRow: number = SUGGESTIONS_PER_ROW): T[] {
  return items.slice(0, items.length - (items.length % perRow));
}

/** Blogs the empty inbox asks for: its favorites, then enough for the suggestions grid. */
export const EMPTY_INBOX_ASKED = EMPTY_INBOX_FAVORITES + EMPTY_INBOX_SUGGESTION_ROWS * SUGGESTIONS_PER_ROW;

/**
 * What the empty inbox shows of the blogs to talk to (spec §2, §9), the sending blog left out: the
 * first 5 as its favorites (with the reason when one can't be messaged), then a grid of the next
 * ones it can message, 4 a row, whole rows only.
 */
export function emptyInboxBlogs(
  blogs: readonly Participant[],
  senderUuid: string,
): { favorites: Participant[]; suggestions: Participant[] } {
  const others = blogs.filter((b) => b.uuid !== senderUuid);
  const favorites = others.slice(0, EMPTY_INBOX_FAVORITES);
  const rest = others.slice(EMPTY_INBOX_FAVORITES).filter((b) => b.can_receive_messages);
  const grid = rest.slice(0, EMPTY_INBOX_SUGGESTION_ROWS * SUGGESTIONS_PER_ROW);
  return { favorites, suggestions: wholeRows(grid) };
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
