import type { CaptionsResponse } from '@rookery/core';
import { useState } from 'react';
import { api, errorMessage } from '../../../api';
import { TrashIcon } from '../composer-icons';
import styles from './fields.module.css';
import { FilePickButton } from './file-pick-button';
import { UploadProblems } from './upload-problems';

/**
 * The video's captions: an optional WebVTT file, kept with the uploaded video (POST
 * /svc/media/captions) and played as its captions track by every post of it.
 */
export function CaptionsField({ videoUrl, initialUrl }: { videoUrl: string; initialUrl: string | null }) {
  const [captions, setCaptions] = useState(initialUrl);
  const [problem, setProblem] = useState<string | null>(null);
  const send = async (file: File) => {
    setProblem(null);
    const form = new FormData();
    form.append('video', videoUrl);
    form.append('file', file);
    try {
      setCaptions((await api.postMultipart<CaptionsResponse>('/svc/media/captions', form)).captions_url);
    } catch (error) {
      setProblem(`${file.name}: ${errorMessage(error)}`);
    }
  };
  const remove = async () => {
    try {
      await api.post(`/svc/media/captions?url=${encodeURIComponent(videoUrl)}&_method=DELETE`);
      setCaptions(null);
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <>
      {captions ? (
        <div className={styles.mediaFile}>
          <span className={styles.mediaName}>Captions added</span>
          <button type="button" className={styles.tool} aria-label="Remove the captions" onClick={remove}>
            <TrashIcon />
          </button>
        </div>
      ) : (
        <FilePickButton
          label="Add captions (.vtt), if you like"
          icon={<span aria-hidden="true">CC</span>}
          accept=".vtt,text/vtt"
          variant="small"
          onPick={([file]) => file && send(file)}
        />
      )}
      <UploadProblems problems={problem ? [problem] : undefined} />
    </>
  );
}
