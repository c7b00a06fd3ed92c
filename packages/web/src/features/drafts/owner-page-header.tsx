import { Avatar } from '../../ui/avatar/avatar';
import { useCurrentUser } from '../accounts/use-session';
import { SuspendedNotice } from '../moderation/suspended-notice';
import styles from './owner-page.module.css';
import { OwnerTabs } from './owner-tabs';

/** The top of a blog's drafts or queue page: its avatar, the page's name, and (to its owner) the tabs. */
export function OwnerPageHeader({ blog, title }: { blog: string; title: string }) {
  const user = useCurrentUser();
  const own = user?.channels.find((c) => c.name === blog);
  return (
    <>
      <header className={styles.header}>
        <Avatar blogName={blog} size={64} shape={own?.global_theme_params.avatar_shape} alt="" />
        <div className={styles.headText}>
          <p className={styles.blogName}>{blog}</p>
          <h1 className={styles.heading}>{title}</h1>
        </div>
      </header>
      {own && <OwnerTabs blog={blog} />}
      <SuspendedNotice blog={blog} />
    </>
  );
}
