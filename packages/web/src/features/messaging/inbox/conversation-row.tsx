import { type Conversation, inboxPreview, isUnread, shortAgo } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import { windowParticipant } from '../recipients/open-with-blog';
import { openConversation } from '../windows/open-conversation';
import styles from './inbox.module.css';
import { otherParticipants } from './inbox-rules';

const FULL_DATE = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * A conversation in the inbox (spec §2): the other blog's avatar and name, the last message cut to
 * 100 characters, how long ago; unread ones stand out. A click opens it (context inbox).
 */
export function ConversationRow({
  conversation,
  onOpened,
}: {
  conversation: Conversation;
  onOpened: () => void;
}) {
  const others = otherParticipants(conversation);
  const first = others[0];
  const unread = isUnread(conversation) || conversation.unread_messages_count > 0;
  const names = others.map((p) => p.name).join(', ') || 'Conversation';
  const preview = inboxPreview(conversation.last_message);
  const when = new Date(conversation.last_modified_ts);
  const ago = shortAgo(when.toISOString());
  return (
    <li>
      <button
        type="button"
        className={unread ? `${styles.row} ${styles.unread}` : styles.row}
        // The row's words in the order they show (name, time, preview), then whether it is unread;
        // the spaces between the spans (no gap in the flex layout) keep the words apart when read.
        aria-label={`${names}, ${ago}: ${preview}${unread ? ', unread' : ''}`}
        onClick={() => {
          openConversation({
            participantUuid: conversation.participant_uuid,
            participants: others.map(windowParticipant),
            conversationId: conversation.id,
            context: 'inbox',
          });
          onOpened();
        }}
        {...ARROW_FOCUS}
      >
        {first && <Avatar blogName={first.name} size={40} shape={first.theme.avatar_shape} alt="" />}
        <span className={styles.text}>
          <span className={styles.line}>
            <span className={styles.name}>{names}</span>{' '}
            <time className={styles.time} dateTime={when.toISOString()} title={FULL_DATE.format(when)}>
              {ago}
            </time>
          </span>{' '}
          <span className={styles.preview}>{preview}</span>
        </span>
        {unread && <span className={styles.dot} aria-hidden="true" />}
      </button>
    </li>
  );
}
