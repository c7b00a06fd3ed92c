import styles from './feed-skeleton.module.css';

/** Two post shapes: about a phone's screen, so the page below the feed has its place from the start. */
const SHAPES = [0, 1];

/**
 * What a feed shows until its first page arrives: the outline of two posts where they will be, so
 * the page keeps its layout when they come (issue 15: no layout shift). It takes its space at once
 * but shows only after LOADER_DELAY_MS (the CSS fades it in), so a fast answer never flashes it.
 */
export function FeedSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" data-feed-skeleton="">
      <span className="visually-hidden">{label}</span>
      {SHAPES.map((shape) => (
        <div key={shape} className={`surface ${styles.card}`} aria-hidden="true">
          <div className={styles.head}>
            <span className={styles.avatar} />
            <span className={styles.name} />
          </div>
          <span className={styles.media} />
          <span className={styles.line} />
          <span className={`${styles.line} ${styles.short}`} />
        </div>
      ))}
    </div>
  );
}
