import { AD_HEARTBEAT_MS, AD_ROTATE_MS, type ServedAd } from '@rookery/core';
import { type RefObject, useEffect, useRef } from 'react';
import { type AdContext, reportAd } from './ad-events';
import { VideoProgress } from './video-progress';
import { isInView, ViewTime, videoHalfTimeMs } from './view-time';

/** A slot that rotates: where its next ad comes from, and how it is shown. */
export interface Rotation {
  next: () => Promise<ServedAd | null>;
  show: (ad: ServedAd) => void;
}

/**
 * One impression's life (spec document 1 §4): serve when it is drawn; viewable when it leaves view
 * after long enough in view (view-time.ts, read every AD_HEARTBEAT_MS); unload when the page goes
 * (or the reader moves to another page of the app); and, with `rotation`, rotate after
 * AD_ROTATE_MS when another campaign came, which then takes the slot. A video ad (`video`) plays
 * muted only while in view, and sends its progress beacons (video-progress.ts).
 */
export function useImpression(
  ref: RefObject<HTMLElement | null>,
  video: RefObject<HTMLVideoElement | null>,
  ad: ServedAd | null | undefined,
  context: AdContext,
  rotation?: Rotation,
): void {
  // What the slot says now, read when an event goes: an impression is its ad, not its props.
  const latest = useRef({ context, rotation });
  latest.current = { context, rotation };
  useEffect(() => {
    const player = video.current;
    const element = player ?? ref.current;
    if (!ad || !element) return;
    const report = (event: Parameters<typeof reportAd>[0], duration?: number) =>
      reportAd(event, ad, latest.current.context, duration);
    report('serve');
    const time = new ViewTime(player !== null);
    const progress = new VideoProgress();
    let ratio = 0;
    let played = 0;
    let lastBeat = performance.now();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratio = entry.intersectionRatio;
      },
      { threshold: [0, 0.3, 0.5, 1] },
    );
    observer.observe(element);

    const onMetadata = () => player && time.viewableAfter(videoHalfTimeMs(player.duration));
    const onTime = () => {
      if (!player) return;
      for (const event of progress.update(player.currentTime, player.duration, played)) report(event);
    };
    if (player) {
      if (player.readyState >= 1) onMetadata();
      player.addEventListener('loadedmetadata', onMetadata);
      player.addEventListener('timeupdate', onTime);
    }

    const beat = () => {
      const now = performance.now();
      const { width, height } = element.getBoundingClientRect();
      const sighting = { ratio, area: width * height, pageVisible: document.visibilityState === 'visible' };
      if (player) {
        if (!player.paused) played += now - lastBeat;
        // Muted, and only while it can be seen.
        if (isInView(sighting, true) && player.paused) void player.play().catch(() => undefined);
        else if (!isInView(sighting, true) && !player.paused) player.pause();
      }
      lastBeat = now;
      const due = time.beat(now, sighting);
      if (due !== null) report('viewable', due);
    };
    const heartbeat = window.setInterval(beat, AD_HEARTBEAT_MS);

    let ended = false;
    const end = (event: 'unload' | 'rotate') => {
      if (ended) return;
      ended = true;
      report(event, time.seen(performance.now()));
    };
    const onLeave = () => end('unload');
    window.addEventListener('pagehide', onLeave);
    const rotating =
      latest.current.rotation &&
      window.setTimeout(() => {
        const rotation = latest.current.rotation;
        // Only when another campaign came: a slot with one campaign keeps showing it.
        void rotation?.next().then((next) => {
          if (!next || ended) return;
          end('rotate');
          rotation.show(next);
        });
      }, AD_ROTATE_MS);
    return () => {
      observer.disconnect();
      window.clearInterval(heartbeat);
      if (rotating) window.clearTimeout(rotating);
      window.removeEventListener('pagehide', onLeave);
      player?.removeEventListener('loadedmetadata', onMetadata);
      player?.removeEventListener('timeupdate', onTime);
      end('unload');
    };
  }, [ad, ref, video]);
}
