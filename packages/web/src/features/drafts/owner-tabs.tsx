import { NavLink } from 'react-router';
import styles from './owner-tabs.module.css';

/** A blog's own pages for its owner: what readers see, the drafts, the queue, the inbox, its flagged posts. */
export function OwnerTabs({ blog }: { blog: string }) {
  const name = encodeURIComponent(blog);
  const tabs = [
    { to: `/${name}`, label: 'Posts' },
    { to: `/blog/${name}/drafts`, label: 'Drafts' },
    { to: `/blog/${name}/queue`, label: 'Queue' },
    { to: `/blog/${name}/inbox`, label: 'Inbox' },
    { to: `/blog/${name}/review`, label: 'Flagged' },
  ];
  return (
    <nav aria-label={`${blog}'s pages`} className={styles.tabs}>
      {tabs.map((tab) => (
        // NavLink marks the current page with aria-current="page", which the style reads.
        <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
