import styles from './upload-progress.module.css';
import type { QueuedUpload } from './upload-queue';

/** One upload's bar (spec document 1 §3 upload item: bytes loaded of total); waiting files say so. */
export function UploadProgress({ item }: { item: QueuedUpload }) {
  if (item.complete || item.error) return null;
  const percent = item.bytesTotal ? Math.round((item.bytesLoaded / item.bytesTotal) * 100) : 0;
  return (
    <div className={styles.progress}>
      <progress
        className={styles.bar}
        max={item.bytesTotal || 1}
        value={item.uploading ? item.bytesLoaded : undefined}
        aria-label={`Uploading ${item.name}`}
      />
      <span className={styles.label} aria-hidden="true">
        {item.uploading ? `${percent}%` : 'Waiting…'}
      </span>
    </div>
  );
}
