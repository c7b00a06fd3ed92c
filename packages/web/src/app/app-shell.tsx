import { useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { BlogCardHost } from '../features/blog-card/blog-card-host';
import { QuickCompose } from '../features/composer/quick-compose/quick-compose';
import { Header } from '../features/header/header';
import { useComposeShortcut } from '../features/header/use-compose-shortcut';
import { DockHost } from '../features/messaging/windows/dock-host';
import { useFocusOnNavigation } from '../ui/layout/use-focus-on-navigation';
import { useRouteTitle } from '../ui/layout/use-route-title';
import styles from './app-shell.module.css';
import { preloadOverlays } from './preload-overlays';

export function AppShell() {
  const title = useRouteTitle();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useComposeShortcut();
  useEffect(preloadOverlays, []);

  useEffect(() => {
    document.title = title ? `${title} | Rookery` : 'Rookery';
  }, [title]);

  return (
    <>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      <Header />
      <main id="content" ref={main} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <QuickCompose />
      <BlogCardHost />
      <DockHost />
      <ScrollRestoration />
    </>
  );
}
