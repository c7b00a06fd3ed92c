import { lazy, type ReactNode, Suspense } from 'react';
import styles from './live-photo.module.css';

const LivePhoto = lazy(() => import('./live-photo'));

/** A photo with a moving part: the still and its LIVE badge at once, the motion when its chunk is in. */
export function LivePhotoSlot({ src, children }: { src: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <div className={styles.live}>
          {children}
          <span className={styles.badge}>LIVE</span>
        </div>
      }
    >
      <LivePhoto src={src}>{children}</LivePhoto>
    </Suspense>
  );
}
