import { type Channel, MESSAGE_TEXT_MAX, messagingTexts, type Participant } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { blogUnread, useUserCounts } from '../api/counts';
import { BlogSelector } from '../inbox/blog-selector';
import styles from './share.module.css';
import { type RecipientSource, recipientThemeStyle, sharePlaceholder } from './share-rules';

interface ShareMessageBoxProps {
  recipient: Participant;
  source: RecipientSource;
  blogs: Channel[];
  sender: Channel;
  onSenderChange: (blog: Channel) => void;
  message: string;
  onMessageChange: (text: string) => void;
  sending: boolean;
  /** False while sending, or when the recipient is the blog it would be sent as. */
  canSend: boolean;
  onSend: () => void;
}

/**
 * The message that goes with a shared post, in the recipient's theme: who it goes to, the blog it is
 * sent as, an optional text (Enter sends, Shift+Enter breaks the line) and Send.
 */
export function ShareMessageBox({
  recipient,
  source,
  blogs,
  sender,
  onSenderChange,
  message,
  onMessageChange,
  sending,
  canSend,
  onSend,
}: ShareMessageBoxProps) {
  const counts = useUserCounts().data;
  return (
    <section
      className={styles.box}
      style={recipientThemeStyle(recipient.theme)}
      aria-label={`Message to ${recipient.name}`}
    >
      <div className={styles.boxTop}>
        <span className={styles.toWhom}>
          <Avatar blogName={recipient.name} size={24} shape={recipient.theme.avatar_shape} alt="" />
          <span>
            To <strong>{recipient.name}</strong>
          </span>
        </span>
        <BlogSelector
          blogs={blogs}
          value={sender.uuid}
          label="Send as"
          opens="up"
          unreadOf={(uuid) => blogUnread(counts, uuid)}
          onChange={onSenderChange}
        />
      </div>
      <textarea
        className={styles.message}
        aria-label={`Message to ${recipient.name}`}
        placeholder={sharePlaceholder(sending, source)}
        // biome-ignore lint/a11y/noAutofocus: a recipient was just picked; the message is the next step
        autoFocus
        rows={3}
        maxLength={MESSAGE_TEXT_MAX}
        value={sending ? '' : message}
        disabled={sending}
        onChange={(event) => onMessageChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            onSend();
          }
        }}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.send} onClick={onSend} disabled={!canSend}>
          {sending ? messagingTexts.sending : 'Send'}
        </button>
      </div>
    </section>
  );
}
