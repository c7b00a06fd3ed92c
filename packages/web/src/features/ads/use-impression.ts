import { AD_HEARTBEAT_MS, AD_ROTATE_MS, type ServedAd } from '@rookery/core';
import { type RefObject, useEffect, useRef } from 'react';
import { type AdContext, sendAdEvent } from './ad-events';
import { ViewTime } from './view-time';

/** A slot that rotates: where its next ad comes from, and how it is shown. */
export interface Rotation {
  next: () => Promise<ServedAd | null>;
  show: (ad: ServedAd) => void;
}

/**
 * One impression's life (spec document 1 §4): serve when it is drawn; viewable when it leaves view
 * after at least a second in view (view-time.ts, read every AD_HEARTBEAT_MS); unload when the page
 * goes (or the reader moves to another page of the app); and, with `rotation`, rotate after
 * AD_ROTATE_MS when another campaign came, which then takes the slot.
 */
export function useImpression(
  ref: RefObject<HTMLElement | null>,
  ad: ServedAd | null | undefined,
  context: AdContext,
  rotation?: Rotation,
): void {
  // What the slot says now, read when an event goes: an impression is its ad, not its props.
  const latest = useRef({ context, rotation });
  latest.current = { context, rotation };
  useEffect(() => {
    const element = ref.current;
    if (!ad || !element) return;
    const { context } = latest.current;
    const id = ad.placement_id;
    void sendAdEvent('serve', id, context);
    const time = new ViewTime();
    let ratio = 0;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) ratio = entry.intersectionRatio;
      },
      { threshold: [0, 0.3, 0.5, 1] },
    );
    observer.observe(element);
    const beat = () => {
      const { width, height } = element.getBoundingClientRect();
      const pageVisible = document.visibilityState === 'visible';
      const due = time.beat(performance.now(), { ratio, area: width * height, pageVisible });
      if (due !== null) void sendAdEvent('viewable', id, context, due);
    };
    const heartbeat = window.setInterval(beat, AD_HEARTBEAT_MS);
    let ended = false;
    const end = (event: 'unload' | 'rotate') => {
      if (ended) return;
      ended = true;
      void sendAdEvent(event, id, context, time.seen(performance.now()));
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
      end('unload');
    };
  }, [ad, ref]);
}
