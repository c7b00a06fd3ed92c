import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { PlusIcon } from '../../ui/icons/icons';
import columns from '../../ui/layout/columns.module.css';
import { useSignedInUser } from '../accounts/use-session';
import styles from './settings-layout.module.css';
import { ACCOUNT_SETTINGS_PAGES } from './settings-pages';

interface SettingsLayoutProps {
  title: string;
  children: ReactNode;
  /** A bar pinned to the bottom of the content column, e.g. Save and Discard. */
  actions?: ReactNode;
}

/** Settings pages: the content column and a side list of the account and each blog. */
export function SettingsLayout({ title, children, actions }: SettingsLayoutProps) {
  const user = useSignedInUser();
  return (
    <div className={`${columns.columns} ${styles.layout}`}>
      <div className={columns.main}>
        <h1 className={styles.title}>{title}</h1>
        {children}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
      <nav className={`${columns.rail} ${styles.nav}`} aria-label="Settings">
        <h2 className={styles.navTitle}>Account</h2>
        {ACCOUNT_SETTINGS_PAGES.map((page) => (
          <NavLink key={page.to} to={page.to} className={styles.link}>
            {page.label}
          </NavLink>
        ))}
        <h2 className={styles.navTitle}>Blogs</h2>
        {user.channels.map((blog) => (
          <NavLink
            key={blog.name}
            to={`/settings/blog/${encodeURIComponent(blog.name)}`}
            className={styles.link}
          >
            <Avatar blogName={blog.name} size={24} shape={blog.global_theme_params.avatar_shape} alt="" />
            <span className={styles.linkText}>{blog.name}</span>
          </NavLink>
        ))}
        <NavLink to="/blog/new" className={styles.link}>
          <span className={styles.icon}>
            <PlusIcon />
          </span>
          New blog
        </NavLink>
      </nav>
    </div>
  );
}
