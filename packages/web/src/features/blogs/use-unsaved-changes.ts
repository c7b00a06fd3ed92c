import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { confirm } from '../../ui/dialogs/dialogs';

/** Asks before leaving a page with unsaved edits, in the app (a dialog) and on reload or close (the browser's). */
export function useUnsavedChanges(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void confirm({
      message: 'Leave this page? Your changes are not saved.',
      okLabel: 'Leave',
      cancelLabel: 'Stay',
    }).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
