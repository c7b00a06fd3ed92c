import { useCallback, useRef } from 'react';

/**
 * A ref for the element that calls `load` when it comes into view (or has been scrolled past) while
 * `enabled`. The feed places the element at INFINITE_SCROLL_THRESHOLD of the list's height. The
 * observer is renewed whenever `size` changes: a fresh observer reports the current state at once,
 * so a short page that leaves the element in view still loads the next one.
 *
 * The observer lives in the ref callback (React 19 calls its cleanup when the element goes or the
 * callback changes), not in state: an element kept in state made every feed render all its posts a
 * second time, synchronously, as it mounted (issue 15: a hydrating dashboard's blocking time).
 */
export function useScrollTrigger(enabled: boolean, load: () => void, size: number) {
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new size renews the observer (see above)
  return useCallback(
    (element: HTMLElement | null) => {
      if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver((entries) => {
        const entry = entries[entries.length - 1];
        // Above the viewport counts too: a fast fling can jump past the marker between frames.
        if (entry && (entry.isIntersecting || entry.boundingClientRect.bottom < 0)) loadRef.current();
      });
      observer.observe(element);
      return () => observer.disconnect();
    },
    [enabled, size],
  );
}
