import {
  type Conversation,
  EMPTY_INBOX_FAVORITES,
  GENERIC_FETCH_ERRORS,
  messagingTexts,
  type Participant,
} from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorPanel } from '../../../ui/error-panel/error-panel';
import { useQueryRetry } from '../../../ui/error-panel/use-query-retry';
import { Loader } from '../../../ui/loader/loader';
import { useSignedInUser } from '../../accounts/use-session';
import { useNextPage } from '../../posts/use-next-page';
import { useConversations } from '../api/conversations';
import { useFavorites } from '../api/favorites';
import { messagingKeys } from '../api/keys';
import { useInboxPolling } from '../polling';
import { usePushEvents } from '../push';
import { openWithParticipant, type Sender } from '../recipients/open-with-blog';
import { ParticipantList } from '../recipients/participant-list';
import { ConversationRow } from './conversation-row';
import { EmptyInbox } from './empty-inbox';
import styles from './inbox.module.css';
import { appendsFavorites, favoritesWithout, inboxSignature, otherParticipants } from './inbox-rules';

interface ConversationListProps {
  sender: Sender;
  onOpened: () => void;
}

/** Each conversation once, though a page boundary may move while the list is read. */
function unique(conversations: Conversation[]): Conversation[] {
  const seen = new Set<string>();
  return conversations.filter((c) => !seen.has(c.id) && seen.add(c.id));
}

/**
 * One blog's conversations, newest first, the next page as the end scrolls into view (spec §2), with
 * favorites under a short list and the suggestions grid when there is none.
 */
export function ConversationList({ sender, onOpened }: ConversationListProps) {
  const user = useSignedInUser();
  const queryClient = useQueryClient();
  const query = useConversations(sender.uuid);
  const conversations = unique(query.data?.pages.flatMap((p) => p.conversations) ?? []);
  // New messages, reads and deletions of this blog's conversations come pushed...
  usePushEvents((event) => {
    if ('participant' in event && event.participant === sender.uuid)
      void queryClient.invalidateQueries({ queryKey: messagingKeys.inbox(sender.uuid) });
  });
  // ...or, while the stream is unavailable, by polling the open inbox (spec §4: verified email only).
  useInboxPolling({
    enabled: user.is_verified_email,
    poll: async () => {
      const before = inboxSignature(conversations);
      const answer = await query.refetch({ throwOnError: true });
      return inboxSignature(answer.data?.pages.flatMap((p) => p.conversations) ?? []) !== before;
    },
  });
  const { trigger } = useNextPage(query, conversations.length);
  const withFavorites = appendsFavorites(conversations.length);
  const favorites = useFavorites(sender.uuid, { excludeActive: true, enabled: withFavorites });
  const failure = useQueryRetry(query);

  if (failure.error && conversations.length === 0) {
    return (
      <div className={styles.error}>
        <ErrorPanel message={GENERIC_FETCH_ERRORS[0]} retrying={failure.retrying} onRetry={failure.retry} />
      </div>
    );
  }
  if (query.isPending) return <Loader tone="dark" label="Loading conversations" />;
  if (conversations.length === 0) return <EmptyInbox sender={sender} onOpened={onOpened} />;

  const talking = new Set([
    sender.uuid,
    ...conversations.flatMap((c) => otherParticipants(c).map((p) => p.uuid)),
  ]);
  const more = favoritesWithout(favorites.data ?? [], talking, EMPTY_INBOX_FAVORITES);
  const pick = (blog: Participant) => {
    if (openWithParticipant(blog, sender, 'inbox:favorites')) onOpened();
  };

  return (
    <>
      <ul className={styles.list} aria-label="Conversations">
        {conversations.map((c) => (
          <ConversationRow key={c.id} conversation={c} onOpened={onOpened} />
        ))}
        <li ref={trigger} aria-hidden="true" className={styles.trigger} />
      </ul>
      {query.isFetchingNextPage && (
        <div className={styles.pageLoader}>
          <Loader tone="dark" label="Loading more conversations" />
        </div>
      )}
      {withFavorites && more.length > 0 && (
        <section>
          <h3 className={styles.heading}>{messagingTexts.recentlyFollowed}</h3>
          <ParticipantList
            blogs={more}
            sender={sender}
            label={messagingTexts.recentlyFollowed}
            onPick={pick}
          />
        </section>
      )}
    </>
  );
}
