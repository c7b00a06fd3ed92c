import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import styles from './live-photo.module.css';
import { createLiveMotion } from './live-photo-motion';

/**
 * A live photo's still with its moving part over it (the lazy chunk): hovering (or a long press on
 * a touch screen) plays the clip once, muted, by live-photo-motion's timings.
 */
export default function LivePhoto({ src, children }: { src: string; children: ReactNode }) {
  const video = useRef<HTMLVideoElement>(null);
  const [showing, setShowing] = useState(false);
  const motion = useMemo(
    () =>
      createLiveMotion({
        play: () => {
          const v = video.current;
          if (!v) return;
          v.currentTime = 0;
          v.play().catch(() => {});
        },
        stop: () => video.current?.pause(),
        show: setShowing,
      }),
    [],
  );
  useEffect(() => () => motion.dispose(), [motion]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the motion is decoration; the photo and its link stay what they were
    <div
      className={styles.live}
      data-live-playing={showing ? '' : undefined}
      onPointerEnter={(e) => motion.pointerEnter(e.pointerType)}
      onPointerLeave={() => motion.pointerLeave()}
      onTouchStart={() => motion.touchStart()}
      onTouchEnd={() => motion.touchEnd()}
      onClickCapture={(e) => {
        if (!motion.guarded()) return;
        e.preventDefault();
        e.stopPropagation();
      }}
      onContextMenu={(e) => {
        // A long press would open the browser's menu over the moving photo.
        if (showing) e.preventDefault();
      }}
    >
      {children}
      <video
        ref={video}
        className={styles.motion}
        src={src}
        muted
        playsInline
        preload="none"
        aria-hidden="true"
        tabIndex={-1}
        onEnded={() => motion.ended()}
      />
      <span className={styles.badge}>LIVE</span>
    </div>
  );
}
