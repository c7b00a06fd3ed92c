import { type PostVideo, videoMessages } from '@rookery/core';
import { useVideoProgress } from './use-video-progress';
import type { LoggedPost } from './video-log';
import { VideoPlayer } from './video-player';
import styles from './video-post.module.css';

interface VideoPostProps {
  video: PostVideo;
  mediaUrl: string;
  /** Null in previews: nothing is logged. */
  post: LoggedPost | null;
}

/** The author's view of a video still converting: how far it is, pushed as it goes. */
function Converting({ video, mediaUrl }: { video: PostVideo; mediaUrl: string }) {
  const status = useVideoProgress(mediaUrl, video);
  if (status.status === 'failed') return <Failed failure={status.failure} />;
  const percent = status.status === 'ready' ? 100 : status.progress;
  return (
    <div className={styles.notice} role="status">
      <p className={styles.noticeText}>{videoMessages.converting(percent)}</p>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Converting the video"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
      >
        <span
          className={styles.fill}
          style={{ width: `${percent ?? 0}%` }}
          data-unknown={percent === null ? '' : undefined}
        />
      </div>
    </div>
  );
}

/** Why the video could not be converted; its post went back to the author's drafts. */
function Failed({ failure }: { failure: string | null }) {
  return (
    <div className={styles.notice} role="alert">
      <p className={styles.noticeText}>{failure ?? videoMessages.unreadable}</p>
      <p className={styles.noticeHint}>The post is in your drafts: edit it to attach another video.</p>
    </div>
  );
}

/** An uploaded video post's video (the lazy chunk): the player, or the conversion's progress or failure. */
export default function VideoPost({ video, mediaUrl, post }: VideoPostProps) {
  if (video.status === 'processing') return <Converting video={video} mediaUrl={mediaUrl} />;
  if (video.status === 'failed') return <Failed failure={video.failure} />;
  return <VideoPlayer video={video} fallbackUrl={mediaUrl} post={post} />;
}
