import type { BlogCard } from '@rookery/core';
import styles from './blog-card.module.css';
import { MessagingIcon } from './card-icons';
import { CardMenu } from './card-menu';

/**
 * Private messaging arrives with its own issue: until then 'Send a message' is not offered, even to
 * blogs that can receive messages. Turn this on there.
 */
const MESSAGING_BUILT = false;

/** The items the messaging icon offers for a blog, each per its settings (spec document 2 §6). */
export function messagingItems(card: Pick<BlogCard, 'can_receive_messages' | 'asks' | 'submissions'>) {
  return {
    message: MESSAGING_BUILT && card.can_receive_messages,
    ask: card.asks,
    submit: card.submissions,
  };
}

/**
 * The messaging icon popover (spec document 2 §2): 'Send a message', 'Ask a question', 'Submit'.
 * Ask and Submit open the blog's {url}/ask and {url}/submit pages in a new tab; anonymous asks
 * are the ask page's to offer. Nothing shows when the blog offers none of them.
 */
export function MessagingMenu({ card }: { card: BlogCard }) {
  const items = messagingItems(card);
  if (!items.message && !items.ask && !items.submit) return null;
  return (
    <CardMenu label={`Message ${card.name}`} icon={<MessagingIcon />}>
      {(close) => (
        <>
          {items.message && (
            <li>
              <button type="button" className={styles.menuItem} onClick={close}>
                Send a message
              </button>
            </li>
          )}
          {items.ask && (
            <li>
              <a
                className={styles.menuItem}
                href={`${card.url}/ask`}
                target="_blank"
                rel="noopener"
                onClick={close}
              >
                Ask a question
              </a>
            </li>
          )}
          {items.submit && (
            <li>
              <a
                className={styles.menuItem}
                href={`${card.url}/submit`}
                target="_blank"
                rel="noopener"
                onClick={close}
              >
                Submit
              </a>
            </li>
          )}
        </>
      )}
    </CardMenu>
  );
}
