import type { Participant } from '@rookery/core';
import { useState } from 'react';
import { Avatar } from '../../../ui/avatar/avatar';
import { ARROW_FOCUS } from './arrow-focus';
import type { Sender } from './open-with-blog';
import styles from './recipients.module.css';
import { UnreachableRecipient } from './unreachable-recipient';

interface ParticipantListProps {
  blogs: Participant[];
  /** The user's blog the messages would come from. */
  sender: Sender;
  onPick: (blog: Participant) => void;
  /** The list's name for assistive technology ('Recently Followed', 'Search results'). */
  label: string;
}

/**
 * Blogs to talk to, one row each (avatar, name, title); a click picks one. A blog the sending blog
 * can't message says why instead, with Follow where that helps; once followed it shows as it now is.
 */
export function ParticipantList({ blogs, sender, onPick, label }: ParticipantListProps) {
  const [changed, setChanged] = useState<ReadonlyMap<string, Participant>>(new Map());
  return (
    <ul className={styles.list} aria-label={label}>
      {blogs.map((listed) => {
        const blog = changed.get(listed.uuid) ?? listed;
        return (
          <li key={blog.uuid}>
            {blog.can_receive_messages ? (
              <button type="button" className={styles.row} onClick={() => onPick(blog)} {...ARROW_FOCUS}>
                <Avatar blogName={blog.name} size={40} shape={blog.theme.avatar_shape} alt="" />
                <span className={styles.who}>
                  <span className={styles.name}>{blog.name}</span>
                  {blog.title && blog.title !== blog.name && (
                    <span className={styles.title}>{blog.title}</span>
                  )}
                </span>
              </button>
            ) : (
              <UnreachableRecipient
                blog={blog}
                sender={sender}
                onChanged={(now) => setChanged((map) => new Map(map).set(now.uuid, now))}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
