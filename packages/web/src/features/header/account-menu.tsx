import type { CurrentUser } from '@rookery/core';
import { Link } from 'react-router';
import { LogOutIcon, PlusIcon, SettingsIcon } from '../../ui/icons/icons';
import { useLogout } from '../accounts/use-logout';
import { CurrentBlogLinks } from '../drafts/current-blog-links';
import { FollowingIcon } from '../following/following-icon';
import { HeartIcon } from '../likes/likes-icon';
import styles from './account-menu.module.css';
import { BlogSwitchList } from './blog-switch-list';

interface AccountMenuProps {
  user: CurrentUser;
  /** Closes the menu once an item did its job. */
  onDone: () => void;
}

/** The account menu: the user's blogs to act as, their settings, a new blog, log out; a moderator's area. */
export function AccountMenu({ user, onDone }: AccountMenuProps) {
  const logout = useLogout();
  return (
    <div className={styles.menu}>
      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>Account</h2>
        <button
          type="button"
          className={styles.textButton}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        >
          <LogOutIcon />
          Log out
        </button>
      </div>
      <Link to="/settings/account" className={styles.item} onClick={onDone}>
        <SettingsIcon />
        Account settings
      </Link>
      <Link to="/likes" className={styles.item} onClick={onDone}>
        <HeartIcon />
        Likes
      </Link>
      <Link to="/following" className={styles.item} onClick={onDone}>
        <FollowingIcon />
        Following
      </Link>
      {user.role && (
        <Link to="/admin" className={styles.item} onClick={onDone}>
          <SettingsIcon />
          Moderation
        </Link>
      )}

      <div className={styles.sectionHead}>
        <h2 className={styles.sectionTitle}>Blogs</h2>
        <Link to="/blog/new" className={styles.textButton} onClick={onDone}>
          <PlusIcon />
          Create a new blog
        </Link>
      </div>
      <BlogSwitchList user={user} onDone={onDone} />
      <CurrentBlogLinks user={user} onDone={onDone} />
    </div>
  );
}
