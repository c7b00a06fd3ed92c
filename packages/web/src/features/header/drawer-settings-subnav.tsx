import { useEffect, useRef } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../../ui/icons/icons';
import { ACCOUNT_SETTINGS_PAGES } from '../settings/settings-pages';
import styles from './account-menu.module.css';
import drawer from './mobile-drawer.module.css';

/** The drawer's menu button while the subnav shows: back to the main list. Only the drawer draws it. */
export const BackIcon = () => (
  <Icon size={18}>
    <path d="M15 18 9 12l6-6" />
  </Icon>
);

/**
 * The drawer's settings subnav (spec document 3 §2, §4): every settings page and help, in place of
 * the drawer's main list. The drawer's menu button (or Escape) goes back to that list first.
 */
export function DrawerSettingsSubnav() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The list under the keyboard changed: start reading at its heading.
  useEffect(() => heading.current?.focus(), []);

  return (
    <nav aria-labelledby="drawer-settings-title" className={drawer.nav}>
      <div className={styles.sectionHead}>
        <h2 id="drawer-settings-title" ref={heading} tabIndex={-1} className={styles.sectionTitle}>
          Settings
        </h2>
      </div>
      {ACCOUNT_SETTINGS_PAGES.map((page) => (
        <NavLink key={page.to} to={page.to} className={styles.item}>
          {page.label}
        </NavLink>
      ))}
      <NavLink to="/help" className={styles.item}>
        Help
      </NavLink>
    </nav>
  );
}
