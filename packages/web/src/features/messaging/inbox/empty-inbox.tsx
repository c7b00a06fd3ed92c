import { FAVORITES_LIMIT, messagingTexts } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { Loader } from '../../../ui/loader/loader';
import { useFavorites } from '../api/favorites';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import { openWithParticipant, type Sender } from '../recipients/open-with-blog';
import styles from './inbox.module.css';
import { wholeRows } from './inbox-rules';

/**
 * The empty inbox (spec §2, the newer variant): a grid of blogs to talk to, 4 a row, whole rows only.
 * Each is a link to /messaging/conversation/{name}; a plain click opens the conversation in place.
 */
export function EmptyInbox({ sender, onOpened }: { sender: Sender; onOpened: () => void }) {
  const favorites = useFavorites(sender.uuid, { limit: FAVORITES_LIMIT, excludeActive: true });
  const blogs = wholeRows((favorites.data ?? []).filter((b) => b.uuid !== sender.uuid));
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>No conversations yet</p>
      <p className={styles.emptyText}>Say hello to a blog you like: messages here are private.</p>
      {favorites.isPending ? (
        <Loader tone="dark" label="Loading blogs to talk to" />
      ) : (
        blogs.length > 0 && (
          <section className={styles.suggestions}>
            <h3 className={styles.heading}>{messagingTexts.moreToTalkTo}</h3>
            <ul className={styles.grid}>
              {blogs.map((blog) => (
                <li key={blog.uuid}>
                  <a
                    className={styles.cell}
                    href={`/messaging/conversation/${encodeURIComponent(blog.name)}`}
                    onClick={(event) => {
                      // Ctrl, meta, shift or a middle click keep the link's own behaviour.
                      if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                      event.preventDefault();
                      if (openWithParticipant(blog, sender, 'inbox:empty')) onOpened();
                    }}
                    {...ARROW_FOCUS}
                  >
                    <Avatar blogName={blog.name} size={64} shape={blog.theme.avatar_shape} alt="" />
                    <span className={styles.cellName}>{blog.name}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )
      )}
    </div>
  );
}
