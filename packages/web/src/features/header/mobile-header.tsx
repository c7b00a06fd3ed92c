import { HEADER_HEIGHT } from '@rookery/core';
import { Suspense, useCallback, useState } from 'react';
import { Button, ButtonLink } from '../../ui/button/button';
import { MenuIcon, PencilIcon } from '../../ui/icons/icons';
import { useRouteTitle } from '../../ui/layout/use-route-title';
import { useCurrentUser } from '../accounts/use-session';
import { ActivityButton } from '../activity/activity-button';
import { openQuickCompose } from '../composer/quick-compose/quick-compose-store';
import { InboxButton } from '../messaging/inbox/inbox-button';
import { MobileSearch } from '../search/mobile-search';
import { useMobileSearch } from '../search/use-mobile-search';
import styles from './header.module.css';
import { MobileDrawer } from './header-menus';
import { Logo } from './logo';
import mobile from './mobile-header.module.css';

/**
 * The compact header below the transition width: burger, logo, page title (signed in, not while
 * searching), search and actions. Opening the search closes the drawer and opening the drawer puts
 * the search field away (spec document 3 §4).
 */
export function MobileHeader() {
  const user = useCurrentUser();
  const title = useRouteTitle();
  const search = useMobileSearch();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from its first opening on (its code loads then), so it can close as it opens.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const { show: showSearch } = search;
  const openSearch = useCallback(() => {
    setDrawerOpen(false);
    showSearch();
  }, [showSearch]);

  return (
    <header
      className={`${styles.header} ${mobile.header} ${search.visible ? mobile.searching : ''}`}
      style={{ height: HEADER_HEIGHT }}
    >
      <button
        type="button"
        className={styles.iconButton}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        onClick={() => {
          search.hide();
          setDrawerUsed(true);
          setDrawerOpen(true);
        }}
      >
        <MenuIcon />
      </button>
      <Logo className={mobile.logo} />
      {user && title && !search.visible && <p className={mobile.title}>{title}</p>}
      <MobileSearch search={search} signedIn={!!user} />
      <div className={`${styles.end} ${mobile.end}`}>
        {user ? (
          <>
            <InboxButton user={user} />
            <ActivityButton />
            <Button
              className={`${styles.compose} ${mobile.compose}`}
              aria-label="Compose"
              aria-haspopup="dialog"
              onClick={openQuickCompose}
            >
              <PencilIcon />
            </Button>
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="light" className={mobile.small}>
              Log in
            </ButtonLink>
            <ButtonLink to="/register" className={mobile.small}>
              Sign up
            </ButtonLink>
          </>
        )}
      </div>
      {drawerUsed && (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} onSearch={openSearch} />
        </Suspense>
      )}
    </header>
  );
}
