import { HEADER_HEIGHT } from '@rookery/core';
import { NavLink } from 'react-router';
import { Button, ButtonLink } from '../../ui/button/button';
import { ExploreIcon, HomeIcon, PencilIcon } from '../../ui/icons/icons';
import { useCurrentUser } from '../accounts/use-session';
import { ActivityButton } from '../activity/activity-button';
import { openQuickCompose } from '../composer/quick-compose/quick-compose-store';
import { InboxButton } from '../messaging/inbox/inbox-button';
import { SearchField } from '../search/search-field';
import { useSearchText } from '../search/use-search-text';
import { useSiteSearch } from '../search/use-site-search';
import { AccountMenuButton } from './account-menu-button';
import styles from './header.module.css';
import { Logo } from './logo';
import { COMPOSE_SHORTCUT_LABEL } from './use-compose-shortcut';

const tabClass = ({ isActive }: { isActive: boolean }) => `${styles.tab} ${isActive ? styles.tabActive : ''}`;

export function DesktopHeader() {
  const user = useCurrentUser();
  const site = useSiteSearch();
  const [text, setText] = useSearchText(site?.term ?? '');
  return (
    <header className={styles.header} style={{ height: HEADER_HEIGHT }}>
      <div className={styles.start}>
        <Logo />
        <nav aria-label="Main" className={styles.tabs}>
          {user && (
            <NavLink to="/dashboard" className={tabClass}>
              <HomeIcon />
              <span>Dashboard</span>
            </NavLink>
          )}
          <NavLink to="/explore" className={tabClass}>
            <ExploreIcon />
            <span>Explore</span>
          </NavLink>
        </nav>
      </div>
      <SearchField className={styles.search} text={text} onTextChange={setText} filters={site?.filters} />
      <div className={styles.end}>
        {user ? (
          <>
            <InboxButton user={user} />
            <ActivityButton />
            <AccountMenuButton user={user} />
            <Button
              className={styles.compose}
              aria-label="Compose"
              aria-haspopup="dialog"
              title={`Compose (${COMPOSE_SHORTCUT_LABEL})`}
              onClick={openQuickCompose}
            >
              <PencilIcon />
            </Button>
          </>
        ) : (
          <>
            <ButtonLink to="/login" variant="light">
              Log in
            </ButtonLink>
            <ButtonLink to="/register">Sign up</ButtonLink>
          </>
        )}
      </div>
    </header>
  );
}
