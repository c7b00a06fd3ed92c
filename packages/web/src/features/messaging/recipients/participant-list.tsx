import type { Participant } from '@rookery/core';
import { Avatar } from '../../../ui/avatar/avatar';
import { ARROW_FOCUS } from './arrow-focus';
import styles from './recipients.module.css';

interface ParticipantListProps {
  blogs: Participant[];
  onPick: (blog: Participant) => void;
  /** The list's name for assistive technology ('Recently Followed', 'Search results'). */
  label: string;
}

/** Blogs to talk to, one row each (avatar, name, title); a click picks one. */
export function ParticipantList({ blogs, onPick, label }: ParticipantListProps) {
  return (
    <ul className={styles.list} aria-label={label}>
      {blogs.map((blog) => (
        <li key={blog.uuid}>
          <button type="button" className={styles.row} onClick={() => onPick(blog)} {...ARROW_FOCUS}>
            <Avatar blogName={blog.name} size={40} shape={blog.theme.avatar_shape} alt="" />
            <span className={styles.who}>
              <span className={styles.name}>{blog.name}</span>
              {blog.title && blog.title !== blog.name && <span className={styles.title}>{blog.title}</span>}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
