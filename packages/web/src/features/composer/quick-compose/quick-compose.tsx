import { lazy, Suspense, useSyncExternalStore } from 'react';
import { quickComposeStore } from './quick-compose-store';

const loadOverlay = () => import('./quick-compose-overlay');
const QuickComposeOverlay = lazy(() => loadOverlay().then((m) => ({ default: m.QuickComposeOverlay })));

/** Fetches the overlay's code (and Floating UI) ahead of the first open; see preloadOverlays. */
export const preloadQuickCompose = (): Promise<unknown> => loadOverlay();

/**
 * The quick compose overlay (spec document 1 §2, §4), while the store says it is open. Its code is
 * not part of the first paint: it comes with the first open, or earlier when the browser is idle.
 */
export function QuickCompose() {
  const open = useSyncExternalStore(quickComposeStore.subscribe, quickComposeStore.isOpen, () => false);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <QuickComposeOverlay onClose={quickComposeStore.close} />
    </Suspense>
  );
}
