import { SIDEBAR_FOOTER_FADE_SCROLL, STICKY_HEADER_DELAY_MS, STICKY_HEADER_SCROLL } from '@rookery/core';

/** Where the page is scrolled, as the mobile header and the dashboard rail read it (spec document 3 §4). */
export interface ScrollMarks {
  /** More than 45 px down: the mobile header turns sticky (once the delay has passed). */
  past: boolean;
  /** The last move was down; a move of nothing keeps the direction it had. */
  down: boolean;
  /** 2000 px or more: the rail's footer fades out. */
  far: boolean;
}

export function readScroll(y: number, lastY: number, wasDown: boolean): ScrollMarks {
  return {
    past: y > STICKY_HEADER_SCROLL,
    down: y === lastY ? wasDown : y > lastY,
    far: y >= SIDEBAR_FOOTER_FADE_SCROLL,
  };
}

/**
 * Marks the root for the styles: data-sticky-header 500 ms after the page went past 45 px (cleared
 * at once when it comes back), data-nav-hidden while past 45 px and going down, data-scrolled-far
 * from 2000 px. Attributes rather than React state, so scrolling re-renders nothing.
 */
export function watchScroll(root: HTMLElement = document.documentElement, win: Window = window): () => void {
  let lastY = win.scrollY;
  let down = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const update = () => {
    const marks = readScroll(win.scrollY, lastY, down);
    lastY = win.scrollY;
    down = marks.down;
    root.toggleAttribute('data-nav-hidden', marks.past && down);
    root.toggleAttribute('data-scrolled-far', marks.far);
    if (!marks.past) {
      clearTimeout(timer);
      timer = undefined;
      root.removeAttribute('data-sticky-header');
    } else if (!timer && !root.hasAttribute('data-sticky-header')) {
      timer = setTimeout(() => root.setAttribute('data-sticky-header', ''), STICKY_HEADER_DELAY_MS);
    }
  };
  win.addEventListener('scroll', update, { passive: true });
  update();
  return () => win.removeEventListener('scroll', update);
}
