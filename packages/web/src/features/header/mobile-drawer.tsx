import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import {
  CloseIcon,
  ExploreIcon,
  HomeIcon,
  Icon,
  LogOutIcon,
  PencilIcon,
  PlusIcon,
  SearchIcon,
  SettingsIcon,
} from '../../ui/icons/icons';
import { useLogout } from '../accounts/use-logout';
import { useCurrentUser, useSession } from '../accounts/use-session';
import { newPostPath, useComposerLink } from '../composer/composer-context';
import { CurrentBlogLinks } from '../drafts/current-blog-links';
import { FollowingIcon } from '../following/following-icon';
import { HeartIcon } from '../likes/likes-icon';
import styles from './account-menu.module.css';
import { BlogSwitchList } from './blog-switch-list';
import { BackIcon, DrawerSettingsSubnav } from './drawer-settings-subnav';
import subnavStyles from './drawer-settings-subnav.module.css';
import { DrawerSplash } from './drawer-splash';
import drawer from './mobile-drawer.module.css';

/** The drawer's main pages; NavLink marks the one on screen. */
const PAGES = [
  { to: '/dashboard', label: 'Dashboard', Icon: HomeIcon },
  { to: '/explore', label: 'Explore', Icon: ExploreIcon },
  { to: '/likes', label: 'Likes', Icon: HeartIcon },
  { to: '/following', label: 'Following', Icon: FollowingIcon },
];

// Here rather than in icons.tsx, which the first paint loads: only the drawer draws it.
const PhoneIcon = () => (
  <Icon>
    <rect x="6" y="2" width="12" height="20" rx="2" />
    <path d="M11 18h2" />
  </Icon>
);

interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** Opens the header's search field, which closes the drawer (spec document 3 §4). */
  onSearch: () => void;
}

/**
 * The navigation drawer (spec document 3): nav, blogs and settings when signed in; for visitors log
 * in, sign up, the get-the-app link when one is configured (APP_URL) and the splash credit. A
 * native modal <dialog>, so focus stays inside and Escape closes it.
 */
export function MobileDrawer({ open, onClose, onSearch }: MobileDrawerProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const user = useCurrentUser();
  const appUrl = useSession().data?.app_url;
  const logout = useLogout();
  const { pathname } = useLocation();
  const composerLink = useComposerLink();
  const searchItem = (
    <button type="button" className={`${styles.item} ${drawer.plain}`} onClick={onSearch}>
      <SearchIcon />
      Search
    </button>
  );
  // Spec document 3 §4: the drawer is closed, open, or showing its settings subnav.
  const [subnav, setSubnav] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
    if (!open) setSubnav(false);
  }, [open]);

  // Following a link inside closes the drawer. It mounts when first opened (header-menus.ts), so
  // the page it mounts on is not a navigation.
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (pathname === shownOn.current) return;
    shownOn.current = pathname;
    onClose();
  }, [pathname, onClose]);

  return (
    // The backdrop is the <dialog> itself: a click that lands on it (not its content) closes the drawer.
    // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes the native dialog for keyboard users.
    <dialog
      ref={ref}
      className={drawer.drawer}
      aria-label="Menu"
      onClose={onClose}
      onCancel={(event) => {
        // Escape, like the menu button, leaves the subnav before it closes the drawer.
        if (!subnav) return;
        event.preventDefault();
        setSubnav(false);
      }}
      onClick={(event) => event.target === event.currentTarget && onClose()}
    >
      <div className={drawer.panel}>
        <div className={drawer.top}>
          <span className={drawer.brand}>rookery</span>
          <button
            type="button"
            className={drawer.close}
            aria-label={subnav ? 'Back to the menu' : 'Close menu'}
            onClick={subnav ? () => setSubnav(false) : onClose}
          >
            {subnav ? <BackIcon /> : <CloseIcon />}
          </button>
        </div>
        {user && subnav ? (
          <DrawerSettingsSubnav />
        ) : user ? (
          <>
            <nav aria-label="Main" className={drawer.nav}>
              {searchItem}
              {PAGES.map(({ to, label, Icon }) => (
                <NavLink key={to} to={to} className={styles.item}>
                  <Icon />
                  {label}
                </NavLink>
              ))}
              <Link to={newPostPath(pathname, 'text')} {...composerLink} className={styles.item}>
                <PencilIcon />
                New post
              </Link>
              {user.role && (
                <NavLink to="/admin" className={styles.item}>
                  <SettingsIcon />
                  Moderation
                </NavLink>
              )}
            </nav>
            <div className={styles.sectionHead}>
              <h2 className={styles.sectionTitle}>Blogs</h2>
              <Link to="/blog/new" className={styles.textButton}>
                <PlusIcon />
                Create a new blog
              </Link>
            </div>
            <BlogSwitchList user={user} onDone={onClose} />
            <CurrentBlogLinks user={user} />
            <div className={styles.sectionHead}>
              <h2 className={styles.sectionTitle}>Settings</h2>
            </div>
            <button
              type="button"
              className={`${styles.item} ${subnavStyles.opener}`}
              onClick={() => setSubnav(true)}
            >
              <SettingsIcon />
              Settings and help
            </button>
            <button
              type="button"
              className={`${styles.item} ${drawer.plain}`}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
            >
              <LogOutIcon />
              Log out
            </button>
          </>
        ) : (
          <>
            <nav aria-label="Main" className={drawer.nav}>
              <Link to="/login" className={styles.item}>
                Log in
              </Link>
              <Link to="/register" className={styles.item}>
                Sign up
              </Link>
              <NavLink to="/explore" className={styles.item}>
                <ExploreIcon />
                Explore
              </NavLink>
              {searchItem}
              {appUrl && (
                <a href={appUrl} className={styles.item}>
                  <PhoneIcon />
                  Get the app
                </a>
              )}
            </nav>
            <DrawerSplash />
          </>
        )}
      </div>
    </dialog>
  );
}
