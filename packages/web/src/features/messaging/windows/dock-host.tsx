import { lazy, Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../accounts/use-session';
import { onDockWanted } from './open-conversation';

const Dock = lazy(() => import('./dock').then((m) => ({ default: m.Dock })));

/** Long enough for the first paint and its images to settle before the dock's code is fetched. */
const DOCK_LOAD_DELAY_MS = 1500;

/**
 * Where conversation windows live, for signed-in users. None of it is part of the first paint (the
 * budget is tight, so this stays tiny): the dock's code comes once the page has settled, to restore
 * persisted windows and hear new messages, or at once when something opens a conversation first.
 */
export function DockHost() {
  const user = useCurrentUser();
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (!user) return;
    const want = () => setWanted(true);
    const timer = setTimeout(want, DOCK_LOAD_DELAY_MS);
    const stop = onDockWanted(want);
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [user]);

  return user && wanted ? (
    <Suspense fallback={null}>
      <Dock key={user.name} user={user} />
    </Suspense>
  ) : null;
}
