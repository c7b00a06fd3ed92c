import { uploadAccept } from '@rookery/core';
import { CheckIcon } from '../../../ui/icons/icons';
import { TrashIcon } from '../composer-icons';
import { PostTypeIcon } from '../post-type-icons';
import { AUDIO_UPLOAD, VIDEO_UPLOAD } from '../uploads/apply-upload';
import { UploadProgress } from '../uploads/upload-progress';
import type { ComposerUploads, MediaKind } from '../uploads/use-composer-uploads';
import styles from './fields.module.css';
import { FilePickButton } from './file-pick-button';
import { UploadProblems } from './upload-problems';
import { VideoConversion } from './video-conversion';

interface MediaUploadProps {
  kind: MediaKind;
  /** The stored file's URL once uploaded (the form's preuploadUrl). */
  storedUrl: string;
  uploads: ComposerUploads;
}

const NOUN: Record<MediaKind, string> = { audio: 'audio file', video: 'video' };

/** The one audio or video file of a post: pick it, watch it upload, see it is there, or remove it. */
export function MediaUpload({ kind, storedUrl, uploads }: MediaUploadProps) {
  const item = uploads.items.find((i) => i.id === (kind === 'audio' ? AUDIO_UPLOAD : VIDEO_UPLOAD));
  const busy = item && !item.complete && !item.error;
  const remove = (
    <button
      type="button"
      className={styles.tool}
      aria-label={`Remove the ${NOUN[kind]}`}
      onClick={() => uploads.clearMedia(kind)}
    >
      <TrashIcon />
    </button>
  );

  return (
    <>
      {busy ? (
        <div className={styles.mediaFile}>
          <div className={styles.mediaMain}>
            <span className={styles.mediaName}>{item.name}</span>
            <UploadProgress item={item} />
          </div>
          {remove}
        </div>
      ) : storedUrl ? (
        <div className={styles.mediaFile}>
          <div className={styles.mediaMain}>
            <span className={styles.mediaName}>
              <CheckIcon /> {item?.name ?? `Your ${NOUN[kind]}`} is uploaded
            </span>
            {kind === 'video' && <VideoConversion url={storedUrl} />}
            {kind === 'audio' && (
              // biome-ignore lint/a11y/useMediaCaption: a preview of the person's own song
              <audio className={styles.mediaPreview} controls preload="none" src={storedUrl} />
            )}
          </div>
          {remove}
        </div>
      ) : (
        <FilePickButton
          label={kind === 'audio' ? 'Choose an audio file' : 'Choose a video file'}
          icon={<PostTypeIcon type={kind} size={32} />}
          accept={uploadAccept(kind)}
          onPick={([file]) => file && uploads.pickMedia(kind, file)}
        />
      )}
      <UploadProblems problems={uploads.problems[kind]} />
    </>
  );
}
