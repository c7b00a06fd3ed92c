import { messagingTexts } from '@rookery/core';
import { useEffect, useState } from 'react';
import { Button } from '../../../ui/button/button';
import { useSignedInUser } from '../../accounts/use-session';
import { track } from '../../logging/client-logger';
import { blogUnread, useUserCounts } from '../api/counts';
import { ARROW_FOCUS, moveFocusWithArrows } from '../recipients/arrow-focus';
import { RecipientPicker } from '../recipients/recipient-picker';
import { BlogSelector } from './blog-selector';
import { ConversationList } from './conversation-list';
import styles from './inbox.module.css';
import { defaultSender, senderBlogs } from './sender-blogs';

/** The blog chosen in the selector, kept while the page lives so the inbox reopens as it was. */
let lastChosen: string | null = null;

/**
 * The inbox popover's content (spec document 3 §2): the sender-blog selector and the compose toggle
 * on top; below, the chosen blog's conversations, or the recipient search while composing.
 */
export function InboxPanel({ onClose }: { onClose: () => void }) {
  const user = useSignedInUser();
  const blogs = senderBlogs(user);
  const [senderUuid, setSenderUuid] = useState(() => defaultSender(user, lastChosen)?.uuid ?? '');
  const [composing, setComposing] = useState(false);
  const counts = useUserCounts().data;
  const sender = blogs.find((b) => b.uuid === senderUuid) ?? defaultSender(user, null);
  useEffect(() => track('messaging_inbox_open'), []);

  if (!sender) return <p className={styles.note}>Create a blog to send messages.</p>;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus through the panel's items
    <div className={styles.panel} onKeyDown={moveFocusWithArrows}>
      <div className={styles.top}>
        <BlogSelector
          blogs={blogs}
          value={sender.uuid}
          label="Inbox of"
          unreadOf={(uuid) => blogUnread(counts, uuid)}
          onChange={(blog) => {
            lastChosen = blog.uuid;
            setSenderUuid(blog.uuid);
          }}
        />
        <Button
          variant={composing ? 'secondary' : 'primary'}
          className={styles.compose}
          onClick={() => setComposing((c) => !c)}
          {...ARROW_FOCUS}
        >
          {composing ? messagingTexts.nevermind : messagingTexts.newMessage}
        </Button>
      </div>
      <div className={styles.body}>
        {composing ? (
          <RecipientPicker sender={sender} onOpened={onClose} />
        ) : (
          <ConversationList key={sender.uuid} sender={sender} onOpened={onClose} />
        )}
      </div>
    </div>
  );
}
