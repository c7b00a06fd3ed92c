import type { CurrentUser } from '@rookery/core';
import { Link } from 'react-router';
import { currentChannel } from '../accounts/use-session';
import { useInboxCount } from '../inbox/use-inbox-count';
import styles from './current-blog-links.module.css';

interface CurrentBlogLinksProps {
  user: CurrentUser;
  /** Closes the menu around the links once one is followed. */
  onDone?: () => void;
}

/** For the blog the user acts as: its posts, drafts, queue and inbox (with what waits there), as the account menu lists them. */
export function CurrentBlogLinks({ user, onDone }: CurrentBlogLinksProps) {
  const blog = currentChannel(user)?.name;
  if (!blog) return null;
  return <Links blog={blog} onDone={onDone} />;
}

function Links({ blog, onDone }: { blog: string; onDone?: () => void }) {
  const waiting = useInboxCount(blog).data?.total ?? 0;
  const name = encodeURIComponent(blog);
  const links = [
    { to: `/${name}`, label: 'Posts' },
    { to: `/blog/${name}/drafts`, label: 'Drafts' },
    { to: `/blog/${name}/queue`, label: 'Queue' },
    { to: `/blog/${name}/inbox`, label: 'Inbox', count: waiting },
  ];
  return (
    <nav aria-label={`${blog}: posts, drafts, queue and inbox`} className={styles.links}>
      {/* The blog list above shows every blog; this names which one the links are for. */}
      <span className={styles.blog} aria-hidden="true">
        {blog}
      </span>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={styles.link} onClick={onDone}>
          {link.label}
          {!!link.count && (
            <span className={styles.count}>
              {link.count}
              <span className="visually-hidden"> waiting</span>
            </span>
          )}
        </Link>
      ))}
    </nav>
  );
}
