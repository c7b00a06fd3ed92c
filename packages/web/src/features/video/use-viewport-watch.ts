import { VIDEO_AUTOPLAY_VISIBILITY, VIDEO_WATCHER_OFFSET } from '@rookery/core';
import { type RefObject, useEffect, useRef } from 'react';

export interface Visibility {
  /** Wholly inside the watched viewport: may autoplay. */
  fully: boolean;
  /** Any part inside it: leaving it (false) pauses an autoplaying player. */
  any: boolean;
}

/**
 * Watches the player against the viewport shrunk by the watcher offset (spec §9: -100 px) at top
 * and bottom, which keeps the sticky header's strip out of "in view". Calls `changed` on every
 * change; the current visibility is in the returned ref.
 */
export function useViewportWatch(target: RefObject<HTMLElement | null>, changed: (v: Visibility) => void) {
  const visibility = useRef<Visibility>({ fully: false, any: false });
  const latest = useRef(changed);
  latest.current = changed;
  useEffect(() => {
    const element = target.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const margin = `${VIDEO_WATCHER_OFFSET}px 0px ${VIDEO_WATCHER_OFFSET}px 0px`;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        visibility.current = {
          // A hair under 1: ratios of elements with fractional sizes stop just short of it.
          fully: entry.intersectionRatio >= VIDEO_AUTOPLAY_VISIBILITY - 0.001,
          any: entry.isIntersecting,
        };
        latest.current(visibility.current);
      },
      { rootMargin: margin, threshold: [0, VIDEO_AUTOPLAY_VISIBILITY] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target]);
  return visibility;
}
