import {
  LIVE_PHOTO_DEACTIVATE_DELAY_MS,
  LIVE_PHOTO_POSTROLL_MS,
  LIVE_PHOTO_PREVIEW_MS,
  LIVE_PHOTO_TAP_GUARD_MS,
} from '@rookery/core';

/** What the motion drives: the clip, and whether it shows over the still. */
export interface MotionTarget {
  play(): void;
  stop(): void;
  show(visible: boolean): void;
}

/**
 * A live photo's motion (spec document 2 §4, §9), our reading of its four timings:
 * - a mouse plays it on entering; a finger must stay down for the preview time (500 ms) first, so a
 *   scroll or a tap never plays it;
 * - leaving (or lifting the finger) stops it only after the deactivate delay (500 ms), so a pointer
 *   brushing the edge does not cut it short;
 * - when it ends or stops, the still comes back over the postroll (375 ms, the fade);
 * - for the tap guard (750 ms) after a long press, a click is swallowed: lifting the finger must
 *   not open the photo's link.
 * It plays once per activation, muted.
 */
export function createLiveMotion(target: MotionTarget, now: () => number = () => Date.now()) {
  let pressTimer: ReturnType<typeof setTimeout> | null = null;
  let stopTimer: ReturnType<typeof setTimeout> | null = null;
  let hideTimer: ReturnType<typeof setTimeout> | null = null;
  let guardUntil = 0;
  let active = false;

  const clear = (timer: ReturnType<typeof setTimeout> | null) => timer && clearTimeout(timer);

  const activate = () => {
    clear(stopTimer);
    clear(hideTimer);
    stopTimer = null;
    hideTimer = null;
    if (active) return;
    active = true;
    target.show(true);
    target.play();
  };

  /** The still fades back in; the clip stops once it is hidden. */
  const settle = () => {
    active = false;
    target.show(false);
    clear(hideTimer);
    hideTimer = setTimeout(() => target.stop(), LIVE_PHOTO_POSTROLL_MS);
  };

  const deactivate = () => {
    clear(stopTimer);
    stopTimer = setTimeout(settle, LIVE_PHOTO_DEACTIVATE_DELAY_MS);
  };

  return {
    pointerEnter(kind: string) {
      if (kind === 'mouse' || kind === 'pen') activate();
    },
    pointerLeave() {
      clear(pressTimer);
      pressTimer = null;
      if (active) deactivate();
    },
    touchStart() {
      clear(pressTimer);
      pressTimer = setTimeout(() => {
        pressTimer = null;
        activate();
      }, LIVE_PHOTO_PREVIEW_MS);
    },
    touchEnd() {
      if (pressTimer) {
        clear(pressTimer);
        pressTimer = null;
        return;
      }
      if (!active) return;
      guardUntil = now() + LIVE_PHOTO_TAP_GUARD_MS;
      deactivate();
    },
    /** Whether a click now comes from lifting a long press (and must do nothing). */
    guarded() {
      return now() < guardUntil;
    },
    ended() {
      if (active) settle();
    },
    dispose() {
      for (const timer of [pressTimer, stopTimer, hideTimer]) clear(timer);
    },
  };
}
