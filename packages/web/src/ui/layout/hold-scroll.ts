/** How long a place is held while the page settles (data arriving, a post added above). */
const HOLD_MS = 5000;
const READER_MOVES = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * Scrolls to where `target` says, now and each time the page changes size, until `done` says so,
 * the reader scrolls or types, or a while has passed. The browser's own scroll anchoring is off
 * meanwhile, so that the two never correct the same move twice. Answers a stop.
 */
export function holdScroll(target: () => number, done: () => boolean = () => false): () => void {
  const root = document.documentElement;
  const follow = () => {
    const y = target();
    if (Math.abs(window.scrollY - y) >= 1) window.scrollTo(0, y);
    if (done()) stop();
  };
  const observer = new ResizeObserver(follow);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    root.style.removeProperty('overflow-anchor');
    for (const type of READER_MOVES) window.removeEventListener(type, stop, true);
  };
  const timer = window.setTimeout(stop, HOLD_MS);
  for (const type of READER_MOVES) window.addEventListener(type, stop, true);
  root.style.setProperty('overflow-anchor', 'none');
  observer.observe(document.body);
  follow();
  return stop;
}
