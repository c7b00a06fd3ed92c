import { type ConversationsResponse, INBOX_NEXT_PAGE_MIN } from '@rookery/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../api';
import { messagingKeys } from './keys';

/** Where a page of the inbox starts: `before` (epoch ms) and `before_id`, as the `next` link gives them. */
export type InboxCursor = { before: string; before_id?: string };

/**
 * Where the next page of an inbox starts, or undefined when there is none. Spec §9: a next page is
 * asked for only when a page had at least 10 conversations. The server's `next` link names it; the
 * page's oldest conversation stands in when the link is missing.
 */
export function nextInboxPage(page: ConversationsResponse): InboxCursor | undefined {
  if (page.conversations.length < INBOX_NEXT_PAGE_MIN) return undefined;
  const link = page._links.next?.query_params;
  if (link?.before) return { before: link.before, before_id: link.before_id };
  const oldest = page.conversations[page.conversations.length - 1];
  return oldest ? { before: String(oldest.last_modified_ts), before_id: oldest.id } : undefined;
}

/**
 * One blog's inbox (spec §4: fetched whenever the inbox opens), newest first, a page at a time. The
 * participant is the user's blog (uuid or name). Each blog keeps its own cache, so switching back
 * shows its list at once while it is fetched again.
 */
export function useConversations(participant: string, enabled = true) {
  return useInfiniteQuery({
    queryKey: messagingKeys.inbox(participant),
    queryFn: ({ pageParam, signal }) =>
      api.get<ConversationsResponse>('/svc/conversations', { participant, ...pageParam }, signal),
    initialPageParam: undefined as InboxCursor | undefined,
    getNextPageParam: nextInboxPage,
    enabled: enabled && participant !== '',
    refetchOnMount: 'always',
  });
}
