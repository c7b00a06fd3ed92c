import type { PostVideo } from '@rookery/core';
import { lazy, Suspense } from 'react';
import type { LoggedPost } from './video-log';
import styles from './video-slot.module.css';

// The player's code is a chunk of its own: the first paint carries only this slot.
const VideoPost = lazy(() => import('./video-post'));

interface VideoSlotProps {
  video: PostVideo;
  mediaUrl: string;
  /** Null in previews: nothing is logged. */
  post: LoggedPost | null;
}

/**
 * Where an uploaded video goes in a post: until the player's chunk is in, its poster in the
 * player's shape, so nothing moves when it comes.
 */
export function VideoSlot({ video, mediaUrl, post }: VideoSlotProps) {
  const ratio = video.width && video.height ? `${video.width} / ${video.height}` : '16 / 9';
  const waiting = (
    <div className={styles.slot} style={video.status === 'ready' ? { aspectRatio: ratio } : undefined}>
      {video.poster_url && <img className={styles.poster} src={video.poster_url} alt="" loading="lazy" />}
    </div>
  );
  return (
    <Suspense fallback={waiting}>
      <VideoPost video={video} mediaUrl={mediaUrl} post={post} />
    </Suspense>
  );
}
