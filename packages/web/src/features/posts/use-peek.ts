import { useCallback, useEffect, useRef, useState } from 'react';
import { canPeek, introPeek, type Peek } from './carousel-steps';

/** How long a peek's nudge-and-return lasts (under the 500 ms throttle, so peeks never overlap). */
export const PEEK_ANIMATION_MS = 450;

/**
 * The carousel's peeks: `play` one towards an end (throttled, doc 2 §9), and the one-time peek
 * when the carousel is first fully in view (an IntersectionObserver on the element `observe` is
 * given). The peek is state the stylesheet animates; it clears itself when the animation is done.
 */
export function usePeek(index: number, count: number) {
  const [peek, setPeek] = useState<Peek | null>(null);
  const lastPeekAt = useRef<number | null>(null);
  const indexRef = useRef(index);
  indexRef.current = index;

  const play = useCallback((towards: Peek) => {
    const now = performance.now();
    if (!canPeek(now, lastPeekAt.current)) return;
    lastPeekAt.current = now;
    setPeek(towards);
  }, []);

  useEffect(() => {
    if (!peek) return;
    const timer = window.setTimeout(() => setPeek(null), PEEK_ANIMATION_MS);
    return () => window.clearTimeout(timer);
  }, [peek]);

  const [element, setElement] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!element || count < 2 || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.intersectionRatio >= 0.99)) return;
        observer.disconnect();
        const towards = introPeek(indexRef.current, count);
        if (towards) play(towards);
      },
      { threshold: 1 },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, count, play]);

  const observe = useCallback((node: HTMLElement | null) => setElement(node), []);
  return { peek, play, observe };
}
