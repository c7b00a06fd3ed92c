import { GIF_VIRTUALIZE_DEBOUNCE_MS } from '@rookery/core';
import { type RefObject, useEffect, useState } from 'react';

export interface Band {
  top: number;
  bottom: number;
}

/**
 * The part of the grid whose cards load their image (spec document 2 §9): the scrolled view and one
 * view's height either side, worked out again GIF_VIRTUALIZE_DEBOUNCE_MS after scrolling stops.
 * Cards outside keep their place and their button, without an animation to decode.
 */
export function useVisibleBand(scroller: RefObject<HTMLElement | null>): Band {
  const [band, setBand] = useState<Band>({ top: 0, bottom: 1200 });
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const measure = () => {
      const view = element.clientHeight || 400;
      setBand({ top: element.scrollTop - view, bottom: element.scrollTop + 2 * view });
    };
    let timer = 0;
    const onScroll = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(measure, GIF_VIRTUALIZE_DEBOUNCE_MS);
    };
    measure();
    element.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener('scroll', onScroll);
    };
  }, [scroller]);
  return band;
}
