import {
  LOADER_DELAY_MS,
  VIDEO_BUFFERING_CHECK_MS,
  VIDEO_BUFFERING_LOG_MIN_MS,
  VIDEO_TIME_POLL_MS,
} from '@rookery/core';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { isSeekJump } from './player-rules';

export interface PlaybackEvents {
  /** The position jumped (a seek), from → to. */
  onSeek(from: number, to: number): void;
  /** Playback waited this long (≥ 2 s) for data before going on. */
  onWait(waitMs: number): void;
}

/** HTMLMediaElement.HAVE_FUTURE_DATA: enough to play on. */
const HAVE_FUTURE_DATA = 3;

/**
 * While the video plays: reads its position every 150 ms (the time display, the seek bar, the
 * seconds watched, seeks told from playing on with 0.3 s of tolerance), and checks every 100 ms
 * whether it is stuck waiting for data (a spinner after the loader delay; a wait of 2 s or more is
 * reported). Spec document 2 §9.
 */
export function usePlaybackWatch(
  video: RefObject<HTMLVideoElement | null>,
  playing: boolean,
  events: PlaybackEvents,
) {
  const [current, setCurrent] = useState(0);
  const [buffering, setBuffering] = useState(false);
  const elapsed = useRef(0);
  const latest = useRef(events);
  latest.current = events;

  useEffect(() => {
    const element = video.current;
    if (!element || !playing) return;
    let last = element.currentTime;
    let lastAt = performance.now();
    const poll = setInterval(() => {
      const now = performance.now();
      const position = element.currentTime;
      const passed = (now - lastAt) / 1000;
      if (isSeekJump(last, position, passed, element.playbackRate)) latest.current.onSeek(last, position);
      else elapsed.current += Math.max(0, position - last);
      last = position;
      lastAt = now;
      setCurrent(position);
    }, VIDEO_TIME_POLL_MS);

    let checked = element.currentTime;
    let stuckSince: number | null = null;
    const check = setInterval(() => {
      const position = element.currentTime;
      const stuck = position === checked && !element.paused && element.readyState < HAVE_FUTURE_DATA;
      checked = position;
      const now = performance.now();
      if (stuck) {
        stuckSince ??= now;
        if (now - stuckSince >= LOADER_DELAY_MS) setBuffering(true);
      } else if (stuckSince !== null) {
        const waited = now - stuckSince;
        if (waited >= VIDEO_BUFFERING_LOG_MIN_MS) latest.current.onWait(Math.round(waited));
        stuckSince = null;
        setBuffering(false);
      }
    }, VIDEO_BUFFERING_CHECK_MS);
    return () => {
      clearInterval(poll);
      clearInterval(check);
      setBuffering(false);
    };
  }, [video, playing]);

  return { current, setCurrent, buffering, elapsed };
}
