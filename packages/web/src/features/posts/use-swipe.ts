import { type PointerEvent, useRef } from 'react';

/** A horizontal drag at least this long (px) turns the carousel; shorter ones are taps. */
const SWIPE_DISTANCE = 40;

/** Pointer handlers that turn a horizontal swipe on touch screens into a carousel move. */
export function useSwipe(move: (by: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp: (event: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) >= SWIPE_DISTANCE && Math.abs(dx) > Math.abs(event.clientY - from.y))
        move(dx < 0 ? 1 : -1);
    },
    onPointerCancel: () => {
      start.current = null;
    },
  };
}
