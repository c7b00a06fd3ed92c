import { type RefObject, useEffect } from 'react';

/**
 * Focus moves into the panel when it opens and whenever its address changes (unless the navigation
 * asked to keep it where it is, KEEP_FOCUS: a search filter), and back to what had it before (the
 * link that opened the panel) when it closes. Both wait a task: the app shell moves focus to the
 * page's main element after every navigation, in an effect that runs after this one.
 */
export function useReturnFocus(panel: RefObject<HTMLElement | null>, pathname: string, keep: boolean): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      window.setTimeout(() => {
        if (previous?.isConnected && previous !== document.body) previous.focus();
      });
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each address the panel shows.
  useEffect(() => {
    if (keep) return;
    const timer = window.setTimeout(() => panel.current?.focus({ preventScroll: true }));
    return () => window.clearTimeout(timer);
  }, [pathname]);
}
