import { lazy, Suspense, useSyncExternalStore } from 'react';
import { dialogQueue } from './dialogs';

const loadDialogView = () => import('./dialog-view');
const DialogView = lazy(() => loadDialogView().then((m) => ({ default: m.DialogView })));

/** Fetches the dialog's code ahead of the first dialog; see preloadOverlays. */
export const preloadDialogs = (): Promise<unknown> => loadDialogView();

/**
 * Shows the queued dialogs. Their code is not part of the first paint: it comes with the first
 * dialog, or earlier when the browser is idle. The view stays mounted for a whole run of queued
 * dialogs, so focus goes back where it was only after the last.
 */
export function DialogHost() {
  const dialog = useSyncExternalStore(dialogQueue.subscribe, dialogQueue.current, () => null);
  if (!dialog) return null;
  return (
    <Suspense fallback={null}>
      <DialogView />
    </Suspense>
  );
}
