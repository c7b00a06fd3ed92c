import { type PhotoItem, photoDisplayUrl } from '@rookery/core';
import { ArrowDownIcon, ArrowUpIcon, TrashIcon } from '../composer-icons';
import { UploadProgress } from '../uploads/upload-progress';
import type { QueuedUpload } from '../uploads/upload-queue';
import styles from './fields.module.css';
import { LivePhotoField } from './live-photo-field';

interface PhotoRowProps {
  photo: PhotoItem;
  index: number;
  count: number;
  upload: QueuedUpload | undefined;
  onCaption: (caption: string) => void;
  onLive: (livephotoUrl: string | undefined) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/** One photo of the set: its preview, upload bar, own caption, and buttons to reorder or remove it. */
export function PhotoRow({
  photo,
  index,
  count,
  upload,
  onCaption,
  onLive,
  onMove,
  onRemove,
}: PhotoRowProps) {
  const n = index + 1;
  return (
    <li className={styles.photoRow}>
      <img className={styles.thumb} src={photoDisplayUrl(photo)} alt={photo.caption || `Upload ${n}`} />
      <div className={styles.photoMain}>
        {upload && <UploadProgress item={upload} />}
        <input
          className={styles.photoCaption}
          aria-label={`Caption for photo ${n}`}
          placeholder="Caption for this photo"
          value={photo.caption ?? ''}
          onChange={(e) => onCaption(e.target.value)}
        />
        <LivePhotoField n={n} livephotoUrl={photo.livephotoUrl} onChange={onLive} />
      </div>
      <div className={styles.photoTools}>
        <button
          type="button"
          className={styles.tool}
          aria-label={`Move photo ${n} up`}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          <ArrowUpIcon />
        </button>
        <button
          type="button"
          className={styles.tool}
          aria-label={`Move photo ${n} down`}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          <ArrowDownIcon />
        </button>
        <button type="button" className={styles.tool} aria-label={`Remove photo ${n}`} onClick={onRemove}>
          <TrashIcon />
        </button>
      </div>
    </li>
  );
}
