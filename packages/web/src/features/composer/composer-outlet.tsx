import { createContext, type ReactNode, useLayoutEffect, useMemo, useRef } from 'react';
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  useLocation,
  useMatches,
  useNavigationType,
  useOutlet,
} from 'react-router';
import { pauseVideoPlayers } from '../video/player-bus';
import { openerOf } from './composer-context';

/** Marks a composer route (its handle), so the shell keeps the opener's page under it. */
export interface ComposerHandle {
  composer?: true;
}

/** Whether the shell shows the opener's page under the composer route (else the route shows its base). */
export const PageUnderComposer = createContext(false);

/**
 * The shell's outlet, which keeps the page a composer was opened from mounted under the form
 * (issue 15: closing, posting, reblogging or editing returns to that page at its scroll position,
 * with its loaded pages and the opener's focus intact).
 *
 * Why this way: the composer's addresses are the spec's (/edit/{id}, /reblog/{id}/{key},
 * {baseRoute}/new/{type}), so they cannot nest under every page that opens them. Like a modal
 * route, the link carries its opener in the history state; the shell remembers the element it
 * last rendered for a page, and while a composer route whose opener is that page's history entry
 * is shown, it renders that same element in the same place, so React keeps it mounted. The page
 * reads its own location there, not the composer's. When there is no such page (an address typed
 * or reloaded), the composer route draws its base page itself.
 */
export function ComposerOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const composing = useMatches().some((match) => (match.handle as ComposerHandle | undefined)?.composer);
  const page = useRef<{ element: ReactNode; location: Location } | null>(null);

  useLayoutEffect(() => {
    if (!composing) page.current = { element: outlet, location };
  });

  // Spec document 2 §4: opening a post form pauses the players of the page under it.
  useLayoutEffect(() => {
    if (composing) pauseVideoPlayers();
  }, [composing]);

  const opener = composing ? openerOf(location.state) : null;
  const under = opener && page.current?.location.key === opener.key ? page.current : null;
  const pageLocation = under?.location ?? location;
  const locationContext = useMemo(
    () => ({ location: pageLocation, navigationType }),
    [pageLocation, navigationType],
  );

  return (
    <>
      <LocationContext.Provider value={locationContext}>
        {composing ? under?.element : outlet}
      </LocationContext.Provider>
      <PageUnderComposer.Provider value={under !== null}>{composing && outlet}</PageUnderComposer.Provider>
    </>
  );
}
