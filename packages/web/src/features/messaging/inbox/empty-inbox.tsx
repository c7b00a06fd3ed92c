import { messagingTexts, type Participant } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { Loader } from '../../../ui/loader/loader';
import { useFavorites } from '../api/favorites';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import { openWithParticipant, type Sender } from '../recipients/open-with-blog';
import { ParticipantList } from '../recipients/participant-list';
import styles from './inbox.module.css';
import { EMPTY_INBOX_ASKED, emptyInboxBlogs } from './inbox-rules';

/**
 * The empty inbox (spec §2, the newer variant): its 5 favorites, the blogs followed most recently,
 * then a grid of more blogs to talk to, 4 a row, whole rows only. Each cell is a link to
 * /messaging/conversation/{name}; a plain click opens the conversation in place.
 */
export function EmptyInbox({ sender, onOpened }: { sender: Sender; onOpened: () => void }) {
  const query = useFavorites(sender.uuid, { limit: EMPTY_INBOX_ASKED, excludeActive: true });
  const { favorites, suggestions } = emptyInboxBlogs(query.data ?? [], sender.uuid);
  const open = (blog: Participant) => {
    if (openWithParticipant(blog, sender, 'inbox:empty')) onOpened();
  };
  return (
    <div className={styles.empty}>
      <p className={styles.emptyTitle}>No conversations yet</p>
      <p className={styles.emptyText}>Say hello to a blog you like: messages here are private.</p>
      {query.isPending && <Loader tone="dark" label="Loading blogs to talk to" />}
      {favorites.length > 0 && (
        <section className={styles.suggestions}>
          <h3 className={styles.heading}>{messagingTexts.recentlyFollowed}</h3>
          <ParticipantList
            blogs={favorites}
            sender={sender}
            label={messagingTexts.recentlyFollowed}
            onPick={open}
          />
        </section>
      )}
      {suggestions.length > 0 && (
        <section className={styles.suggestions}>
          <h3 className={styles.heading}>{messagingTexts.moreToTalkTo}</h3>
          <ul className={styles.grid} aria-label={messagingTexts.moreToTalkTo}>
            {suggestions.map((blog) => (
              <li key={blog.uuid}>
                <a
                  className={styles.cell}
                  href={`/messaging/conversation/${encodeURIComponent(blog.name)}`}
                  onClick={(event) => {
                    // Ctrl, meta, shift or a middle click keep the link's own behaviour.
                    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                    event.preventDefault();
                    open(blog);
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
      )}
    </div>
  );
}
