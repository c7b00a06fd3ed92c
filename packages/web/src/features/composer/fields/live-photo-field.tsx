import type { UploadResponse } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { api, errorMessage } from '../../../api';
import { TrashIcon } from '../composer-icons';
import styles from './fields.module.css';
import { FilePickButton } from './file-pick-button';
import { UploadProblems } from './upload-problems';
import { useConversion } from './video-conversion';

interface LivePhotoFieldProps {
  /** The photo's number in the set, for the controls' names. */
  n: number;
  livephotoUrl: string | undefined;
  onChange: (url: string | undefined) => void;
}

/**
 * A photo's moving part (issue 17): a short video (an iPhone Live Photo's MOV, at most 3 s)
 * uploaded as a live photo's clip; the post takes it once converted, so the field waits for that.
 */
export function LivePhotoField({ n, livephotoUrl, onChange }: LivePhotoFieldProps) {
  const [pending, setPending] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const status = useConversion(pending);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    if (!pending || !status || status.status === 'processing') return;
    if (status.status === 'ready') latest.current(pending);
    else setProblem(status.failure);
    setPending('');
  }, [pending, status]);
  const send = async (file: File) => {
    setProblem(null);
    const form = new FormData();
    form.append('kind', 'video');
    form.append('purpose', 'live_photo');
    form.append('file', file);
    try {
      setPending((await api.postMultipart<UploadResponse>('/svc/media/upload', form)).url);
    } catch (error) {
      setProblem(`${file.name}: ${errorMessage(error)}`);
    }
  };
  return (
    <div className={styles.live}>
      {livephotoUrl ? (
        <>
          <span className={styles.liveBadge}>LIVE</span>
          <button
            type="button"
            className={styles.tool}
            aria-label={`Remove the motion of photo ${n}`}
            onClick={() => onChange(undefined)}
          >
            <TrashIcon />
          </button>
        </>
      ) : pending ? (
        <span className={styles.conversion} role="status">
          Converting the motion…
        </span>
      ) : (
        <FilePickButton
          label={`Add motion to photo ${n} (a live photo's video)`}
          icon={<span aria-hidden="true">◉</span>}
          accept="video/quicktime,video/mp4,video/webm,.mov,.mp4,.webm"
          variant="small"
          onPick={([file]) => file && send(file)}
        />
      )}
      <UploadProblems problems={problem ? [problem] : undefined} />
    </div>
  );
}
