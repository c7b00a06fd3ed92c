import { lazy } from 'react';

/**
 * The account menu and the mobile drawer open only on a click, so their code (the blog list, the
 * owner links, the drawer's navigation) is not part of the first paint; preloadOverlays fetches it
 * once the page has settled.
 */
const loadAccountMenu = () => import('./account-menu');
const loadMobileDrawer = () => import('./mobile-drawer');

export const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })));
export const MobileDrawer = lazy(() => loadMobileDrawer().then((m) => ({ default: m.MobileDrawer })));

export const preloadHeaderMenus = (): Promise<unknown> =>
  Promise.all([loadAccountMenu(), loadMobileDrawer()]);
