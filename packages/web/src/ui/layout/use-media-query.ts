import { useCallback, useSyncExternalStore } from 'react';
import { MOBILE_QUERY } from './layout-attribute';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Below the spec's transition width the mobile header and drawer take over (document 3 §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
