import {
  VIDEO_FILMSTRIP_THUMBNAILS,
  VIDEO_LIVESTREAM_MIN_LOOP_DURATION,
  VIDEO_MIN_LOOP_DURATION,
  VIDEO_SEEK_JUMP_TOLERANCE_S,
} from '@rookery/core';

/** Spec document 2 §4: loop is forced off at or below the minimum loop duration (60 s for livestreams). */
export function effectiveLoop(loop: boolean, duration: number, livestream: boolean): boolean {
  const minimum = livestream ? VIDEO_LIVESTREAM_MIN_LOOP_DURATION : VIDEO_MIN_LOOP_DURATION;
  return loop && Number.isFinite(duration) && duration > minimum;
}

/** "1:05", "12:00", "1:02:03". */
export function formatTime(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
}

/** Which of the filmstrip's thumbnails shows a place along the seek bar (0–1). */
export function filmstripIndex(fraction: number): number {
  const n = VIDEO_FILMSTRIP_THUMBNAILS;
  return Math.min(n - 1, Math.max(0, Math.floor(fraction * n)));
}

/**
 * Between two time polls the position should move by the time that passed (at the playback rate);
 * more than the seek jump tolerance off means it jumped: a seek.
 */
export function isSeekJump(previous: number, current: number, elapsedS: number, rate = 1): boolean {
  return Math.abs(current - (previous + elapsedS * rate)) > VIDEO_SEEK_JUMP_TOLERANCE_S;
}

/** Whether the reader asked for less motion: then nothing plays by itself (ours; the spec's autoplay is a setting). */
export function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}
