import { shortAgo } from '@rookery/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { Loader } from '../../ui/loader/loader';
import { currentChannel, useSignedInUser } from '../accounts/use-session';
import styles from './activity.module.css';
import { activitySentence } from './activity-sentence';
import { useActivity, useActivityUnread, useMarkActivityRead } from './use-activity';

interface ActivityPanelProps {
  /** Closes the menu when a link in it is followed. */
  onNavigate: () => void;
}

/**
 * The activity of one of the user's blogs (the current one first; a chooser when they have more),
 * newest first with Load more. What is shown is marked read, up to the newest item.
 */
export function ActivityPanel({ onNavigate }: ActivityPanelProps) {
  const user = useSignedInUser();
  const [blog, setBlog] = useState(() => currentChannel(user)?.name ?? user.primary);
  const query = useActivity(blog);
  const markRead = useMarkActivityRead();
  const unreadByBlog = useActivityUnread(true).data?.blogs ?? {};
  const items = query.data?.pages.flatMap((p) => p.items) ?? [];
  const newestUnread = items[0] && !items[0].read ? items[0].id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (newestUnread) mutate({ blog, up_to: newestUnread });
  }, [blog, newestUnread, mutate]);

  return (
    <div className={styles.panel}>
      <div className={styles.top}>
        <h2 className={styles.title}>Activity</h2>
        {user.channels.length > 1 && (
          <select
            className={styles.blogSelect}
            aria-label="Activity of blog"
            value={blog}
            onChange={(e) => setBlog(e.target.value)}
          >
            {user.channels.map((c) => (
              <option key={c.name} value={c.name}>
                {unreadByBlog[c.name] ? `${c.name} (${unreadByBlog[c.name]} new)` : c.name}
              </option>
            ))}
          </select>
        )}
      </div>
      {query.isPending ? (
        <Loader label="Loading activity" />
      ) : query.isError ? (
        <p className={styles.empty}>Activity could not be loaded.</p>
      ) : items.length === 0 ? (
        <p className={styles.empty}>No activity yet</p>
      ) : (
        <ol className={styles.list}>
          {items.map((item) => {
            const { who, what } = activitySentence(item);
            return (
              <li key={item.id} className={item.read ? styles.item : `${styles.item} ${styles.unread}`}>
                {item.actor ? (
                  <Avatar blogName={item.actor.name} size={40} alt="" />
                ) : (
                  <span className={styles.anonymous} aria-hidden="true">
                    ?
                  </span>
                )}
                <div className={styles.body}>
                  <p className={styles.sentence}>
                    {item.actor ? (
                      <Link to={item.actor.url} className={styles.who} onClick={onNavigate}>
                        {who}
                      </Link>
                    ) : (
                      <strong className={styles.who}>{who}</strong>
                    )}{' '}
                    {what}
                  </p>
                  {item.post && (
                    <Link to={item.post.url} className={styles.post} onClick={onNavigate}>
                      {item.post.summary}
                    </Link>
                  )}
                  {item.text && <p className={styles.quote}>{item.text}</p>}
                </div>
                <time className={styles.time} dateTime={item.created_at}>
                  {shortAgo(item.created_at)}
                </time>
              </li>
            );
          })}
        </ol>
      )}
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Load more'}
        </Button>
      )}
    </div>
  );
}
