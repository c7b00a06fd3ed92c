import { type RefObject, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * The history state of a navigation made from a control that stays on screen and should keep the
 * focus (a search filter: the results change under it, the reader may change another filter next).
 */
export const KEEP_FOCUS = { keepFocus: true } as const;

/** Whether a navigation's history state asks to leave the focus where it is (KEEP_FOCUS). */
export const keepsFocus = (state: unknown): boolean =>
  !!state && typeof state === 'object' && (state as { keepFocus?: unknown }).keepFocus === true;

/**
 * After moving to another page, put focus at the start of the new content, as a full page load
 * would; otherwise keyboard and screen-reader users stay on a control that may no longer exist.
 * A navigation with KEEP_FOCUS leaves it where it is.
 */
export function useFocusOnNavigation(target: RefObject<HTMLElement | null>): void {
  const { pathname, state } = useLocation();
  const first = useRef(true);
  const keep = keepsFocus(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation, which pathname stands for.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (!keep) target.current?.focus({ preventScroll: true });
  }, [pathname]);
}
