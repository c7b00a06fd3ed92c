import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `load` when the returned element comes into view (or has been scrolled past) while `enabled`.
 * The feed places the element at INFINITE_SCROLL_THRESHOLD of the list's height. The observer is
 * renewed whenever `size` changes: a fresh observer reports the current state at once, so a short
 * page that leaves the element in view still loads the next one.
 */
export function useScrollTrigger(enabled: boolean, load: () => void, size: number) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new size renews the observer (see above)
  useEffect(() => {
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      // Above the viewport counts too: a fast fling can jump past the marker between frames.
      if (entry && (entry.isIntersecting || entry.boundingClientRect.bottom < 0)) loadRef.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, enabled, size]);

  return useCallback((node: HTMLElement | null) => setElement(node), []);
}
