import styles from './editor.module.css';

/** The loading-bar overlay (spec document 1 §2) drawn over the editor while inline images upload. */
export function LoadingBar({ progress }: { progress: number }) {
  const percent = Math.round(progress * 100);
  return (
    <div
      className={styles.loadingBar}
      role="progressbar"
      aria-label="Uploading images"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <span className={styles.loadingFill} style={{ width: `${percent}%` }} />
    </div>
  );
}
