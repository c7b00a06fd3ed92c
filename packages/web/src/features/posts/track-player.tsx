import { isAllowedImageSrc, type PostContent } from '@rookery/core';
import styles from './post-card.module.css';
import { safeHref } from './safe-href';

/** An audio post's track: album art beside the title, artist and album, over a native player. */
export function TrackPlayer({ post }: { post: PostContent }) {
  const art = post.album_art.trim() && isAllowedImageSrc(post.album_art) ? post.album_art : '';
  const title = post.track_title.trim();
  return (
    <div className={styles.track}>
      <div className={styles.trackHead}>
        {art ? (
          <img className={styles.albumArt} src={art} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className={`${styles.albumArt} ${styles.noArt}`} aria-hidden="true">
            ♪
          </span>
        )}
        <div className={styles.trackInfo}>
          <strong className={styles.trackTitle}>{title || 'Untitled track'}</strong>
          {post.track_artist && <span>{post.track_artist}</span>}
          {post.track_album && <span className={styles.trackAlbum}>{post.track_album}</span>}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useMediaCaption: people's music has no captions to offer */}
      <audio
        className={styles.player}
        controls
        preload="none"
        src={post.media_url || safeHref(post.url)}
        aria-label={title ? `Play ${title}` : 'Play track'}
      />
    </div>
  );
}
