import { isAllowedImageSrc, type PostContent } from '@rookery/core';
import { Icon } from '../../ui/icons/icons';
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
            <Icon size={32}>
              <path d="M9 18V5l11-2v13" />
              <circle cx="6" cy="18" r="3" />
              <circle cx="17" cy="16" r="3" />
            </Icon>
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
