import type { CurrentUser } from '@rookery/core';
import { Link } from 'react-router';
import { currentChannel } from '../accounts/use-session';
import styles from './current-blog-links.module.css';

interface CurrentBlogLinksProps {
  user: CurrentUser;
  /** Closes the menu around the links once one is followed. */
  onDone?: () => void;
}

/** For the blog the user acts as: its posts, drafts and queue, as the account menu lists them. */
export function CurrentBlogLinks({ user, onDone }: CurrentBlogLinksProps) {
  const blog = currentChannel(user)?.name;
  if (!blog) return null;
  const name = encodeURIComponent(blog);
  const links = [
    { to: `/${name}`, label: 'Posts' },
    { to: `/blog/${name}/drafts`, label: 'Drafts' },
    { to: `/blog/${name}/queue`, label: 'Queue' },
  ];
  return (
    <nav aria-label={`${blog}: posts, drafts and queue`} className={styles.links}>
      {/* The blog list above shows every blog; this names which one the links are for. */}
      <span className={styles.blog} aria-hidden="true">
        {blog}
      </span>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.link} onClick={onDone}>
          {link.label}
        </Link>
      ))}
    </nav>
  );
}
