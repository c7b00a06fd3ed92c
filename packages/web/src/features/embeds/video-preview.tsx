import {
  EMBED_PERMISSIONS,
  EMBED_REFERRER_POLICY,
  type EmbedData,
  embedCodeSource,
  embedFrame,
} from '@rookery/core';
import { useState } from 'react';
import type { VideoPreview } from './use-video-preview';
import styles from './video-preview.module.css';

const PROVIDERS: Record<string, string> = { youtube: 'YouTube', vimeo: 'Vimeo' };

/**
 * The composer's preview of a video link (spec document 2 §4): its still with a play button, the
 * player itself only once asked for — the video's site hears of the author only then.
 */
export function VideoPreviewPanel({ preview }: { preview: VideoPreview }) {
  if (preview.state === 'none') return null;
  if (preview.state === 'loading')
    return (
      <p className={styles.caption} role="status">
        Finding the video…
      </p>
    );
  if (preview.state === 'problem')
    return (
      <p className={styles.problem} role="alert">
        {preview.message}
      </p>
    );
  return <ReadyPreview data={preview.data} />;
}

function ReadyPreview({ data }: { data: EmbedData }) {
  const [playing, setPlaying] = useState(false);
  // A still that cannot be had (its site unreachable) leaves the black frame, not a broken image.
  const [stillFailed, setStillFailed] = useState(false);
  const frame = embedFrame({ src: embedCodeSource(data.embed_code) });
  const provider = PROVIDERS[data.embed_render_context?.provider ?? ''] ?? 'Video';
  return (
    <div className={styles.preview}>
      {playing && frame?.src ? (
        <iframe
          className={styles.frame}
          src={frame.src}
          title={`${provider} video`}
          allow={EMBED_PERMISSIONS}
          referrerPolicy={EMBED_REFERRER_POLICY}
        />
      ) : (
        <div className={styles.frame}>
          {data.thumbnail && !stillFailed && (
            <img className={styles.still} src={data.thumbnail} alt="" onError={() => setStillFailed(true)} />
          )}
          <button type="button" className={styles.play} onClick={() => setPlaying(true)}>
            Play the {provider} video
          </button>
        </div>
      )}
      <p className={styles.caption}>
        {provider} video ·{' '}
        <a href={data.url} target="_blank" rel="noopener noreferrer">
          {data.url}
        </a>
      </p>
    </div>
  );
}
