import { useEffect, useRef } from 'react';
import { ScrollRestoration } from 'react-router';
import { BlogCardHost } from '../features/blog-card/blog-card-host';
import { ComposerOutlet } from '../features/composer/composer-outlet';
import { QuickCompose } from '../features/composer/quick-compose/quick-compose';
import { Header } from '../features/header/header';
import { useComposeShortcut } from '../features/header/use-compose-shortcut';
import { useClientLogger } from '../features/logging/use-client-logger';
import { DockHost } from '../features/messaging/windows/dock-host';
import { ReportHost } from '../features/reports/report-host';
import { useFocusOnNavigation } from '../ui/layout/use-focus-on-navigation';
import { useDocumentTitle } from '../ui/layout/use-route-title';
import { ServedScroll, useSettleRestoredScroll } from '../ui/layout/use-settle-restored-scroll';
import styles from './app-shell.module.css';
import { preloadOverlays } from './preload-overlays';

export function AppShell() {
  const title = useDocumentTitle();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useSettleRestoredScroll();
  useComposeShortcut();
  useClientLogger();
  useEffect(preloadOverlays, []);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <>
      <a className={styles.skipLink} href="#content">
        Skip to content
      </a>
      <Header />
      <main id="content" ref={main} className={styles.main} tabIndex={-1}>
        {/* The page a composer opened from stays mounted under it. */}
        <ComposerOutlet />
      </main>
      <QuickCompose />
      <BlogCardHost />
      <DockHost />
      <ReportHost />
      <ServedScroll />
      <ScrollRestoration />
    </>
  );
}
