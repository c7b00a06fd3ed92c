import { type UploadStatus, type VideoStatusResponse, videoMessages } from '@rookery/core';
import { useEffect, useState } from 'react';
import { api } from '../../../api';
import styles from './fields.module.css';

/** The composer asks how the conversion goes this often (the form is open only a short while). */
const POLL_MS = 1000;

/** Polls GET /svc/media/video for an upload until its conversion ends. */
export function useConversion(url: string): VideoStatusResponse | null {
  const [status, setStatus] = useState<VideoStatusResponse | null>(null);
  const done = status && status.url === url && status.status !== 'processing';
  useEffect(() => {
    if (!url || done) return;
    let stopped = false;
    const ask = () =>
      api
        .get<VideoStatusResponse>('/svc/media/video', { url })
        .then((next) => !stopped && setStatus(next))
        .catch(() => {});
    void ask();
    const timer = setInterval(ask, POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [url, done]);
  return status?.url === url ? status : null;
}

const LINES: Record<UploadStatus, (s: VideoStatusResponse) => string> = {
  processing: (s) => videoMessages.converting(s.progress),
  ready: () => 'Converted: ready to play.',
  failed: (s) => s.failure ?? videoMessages.unreadable,
};

/** One line under an uploaded video: how its conversion goes, or why it failed (issue 17). */
export function VideoConversion({ url }: { url: string }) {
  const status = useConversion(url);
  if (!status) return null;
  return (
    <span className={styles.conversion} role={status.status === 'failed' ? 'alert' : 'status'}>
      {LINES[status.status](status)}
    </span>
  );
}
