import { useContext, useLayoutEffect, useRef } from 'react';
import { UNSAFE_DataRouterStateContext as DataRouterStateContext, useLocation } from 'react-router';

/** Where <ScrollRestoration> keeps the positions across reloads (its default storage key). */
const STORAGE_KEY = 'react-router-scroll-positions';

function storedPosition(key: string): number | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')[key];
    return typeof value === 'number' ? value : null;
  } catch {
    return null;
  }
}

/** Where the reader had scrolled a server-rendered page before its scripts took it over. */
let servedScroll = 0;

/**
 * Rendered just before <ScrollRestoration>, so its effect runs before that one's: a page the server
 * rendered can be read and scrolled before the scripts come, and <ScrollRestoration>, finding no
 * saved place, would send the reader back to the top. useSettleRestoredScroll puts them back.
 */
export function ServedScroll(): null {
  useLayoutEffect(() => {
    servedScroll = window.scrollY;
  }, []);
  return null;
}

const openedByBackForward = () =>
  (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type ===
  'back_forward';

/**
 * Back and Forward come back to a feed at its scroll position (issue 15). <ScrollRestoration>
 * restores it once, as the page renders; a feed whose posts are not there yet (not in the query
 * cache any more, or a page reopened by Back after a reload) is shorter than the position then, so
 * the position is pursued as the posts arrive (hold-scroll, loaded only then). Runs after
 * <ScrollRestoration>, whose effect is its child's.
 */
export function useSettleRestoredScroll(): void {
  const routerState = useContext(DataRouterStateContext);
  const location = useLocation();
  const first = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation, which location stands for.
  useLayoutEffect(() => {
    const initial = first.current;
    first.current = false;
    const restored = routerState?.restoreScrollPosition;
    if (initial && typeof restored !== 'number' && !location.hash && servedScroll > 0) {
      window.scrollTo(0, servedScroll);
      return;
    }
    const target = initial
      ? openedByBackForward()
        ? storedPosition(location.key)
        : null
      : typeof restored === 'number'
        ? restored
        : null;
    if (!target || window.scrollY >= target - 1) return;
    let stop: (() => void) | null = null;
    let left = false;
    void import('./hold-scroll').then(({ holdScroll }) => {
      if (!left)
        stop = holdScroll(
          () => target,
          () => window.scrollY >= target - 1,
        );
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [location]);
}
