import { type RefObject, useEffect } from 'react';

/**
 * Focuses the element once its popover has opened. The popover's focus manager puts focus on the
 * popover itself a frame after it mounts, so this waits one frame more (autoFocus would be undone).
 */
export function useFocusOnOpen(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => ref.current?.focus());
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, [ref]);
}
