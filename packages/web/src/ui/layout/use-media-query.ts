import { useCallback, useSyncExternalStore } from 'react';
import { isFirstLayoutMobile, MOBILE_QUERY } from './layout-attribute';

/** `serverValue`: what the page was drawn with before this script ran, where hydration starts. */
export function useMediaQuery(query: string, serverValue: () => boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, serverValue);
}

/** Below the spec's transition width the mobile header and drawer take over (document 3 §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY, isFirstLayoutMobile);
}
