import type { BlogCard } from '@rookery/core';
import { useCurrentUser } from '../accounts/use-session';
import { defaultSender, senderBlogs } from '../messaging/inbox/sender-blogs';
import { openWithBlogName } from '../messaging/recipients/open-with-blog';
import styles from './blog-card.module.css';
import { MessagingIcon } from './card-icons';
import { CardMenu } from './card-menu';

/**
 * The items the messaging icon offers for a blog, each per its settings (spec document 2 §6). A
 * message goes from one of the viewer's blogs, so visitors (no sender) are offered none.
 */
export function messagingItems(
  card: Pick<BlogCard, 'can_receive_messages' | 'asks' | 'submissions'>,
  hasSender: boolean,
) {
  return {
    message: hasSender && card.can_receive_messages,
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
  const user = useCurrentUser();
  // The card's blog acting (current_blog) sends, when it may message.
  const sender = user
    ? (senderBlogs(user).find((c) => c.name === card.current_blog) ?? defaultSender(user, null))
    : undefined;
  const items = messagingItems(card, !!sender);
  if (!items.message && !items.ask && !items.submit) return null;
  return (
    <CardMenu label={`Message ${card.name}`} icon={<MessagingIcon />}>
      {(close) => (
        <>
          {items.message && (
            <li>
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => {
                  close();
                  if (sender) void openWithBlogName(card.name, sender, 'blog-card');
                }}
              >
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
