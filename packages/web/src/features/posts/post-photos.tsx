import { DEFAULT_FEATURE_FLAGS, type PostPhoto } from '@rookery/core';
import { type ReactNode, type SyntheticEvent, useId, useState } from 'react';
import { useSession } from '../accounts/use-session';
import { LivePhotoSlot } from '../video/live-photo-slot';
import { PhotoCarousel } from './photo-carousel';
import { frameRatio, isCapped, ratioOf, rowsOf } from './photo-rows';
import styles from './post-photos.module.css';
import { safeHref } from './safe-href';

interface PostPhotosProps {
  photos: PostPhoto[];
  layout: string;
  linkthrough: string;
  /** The author's carousel_display choice. */
  carousel?: boolean;
}

/**
 * A photo post's photos in the rows of its layout (one, two or three per row), the photos of a row
 * sharing one height; each with its caption as alt text.
 *
 * When a photoset is a carousel: when its author asked for one (the composer's carousel_display,
 * saved with the post) and it has more than one photo. The author's choice decides rather than the
 * screen width: the same card renders on the server for the fragment call, where there is no screen
 * to measure, and the rows already fit a phone (they scale with the column). A single photo has
 * nothing to page through, so it stays a photo.
 */
export function PostPhotos({ photos, layout, linkthrough, carousel = false }: PostPhotosProps) {
  if (carousel && photos.length > 1) return <PhotoCarousel photos={photos} linkthrough={linkthrough} />;
  const href = safeHref(linkthrough);
  return (
    <div className={styles.photoset}>
      {rowsOf(photos, layout).map((row) => (
        <div key={row.map((p) => p.id).join()} className={styles.row}>
          {row.map((photo) => (
            <Photo
              key={photo.id}
              photo={photo}
              number={photos.indexOf(photo) + 1}
              inRow={row.length > 1}
              href={href}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

interface PhotoProps {
  photo: PostPhoto;
  number: number;
  inRow: boolean;
  href: string | undefined;
}

/** One photo in its frame. A very tall lone photo shows its top, and opens out to its whole height. */
function Photo({ photo, number, inRow, href }: PhotoProps) {
  const frameId = useId();
  const known = ratioOf(photo);
  // Older uploads may lack a recorded size: the image tells it once loaded.
  const [loaded, setLoaded] = useState<number | null>(null);
  const [whole, setWhole] = useState(false);
  const ratio = known ?? loaded;
  const capped = !inRow && isCapped(ratio);
  const frame = capped && whole ? null : frameRatio(ratio, inRow);
  const onLoad = known
    ? undefined
    : (event: SyntheticEvent<HTMLImageElement>) => {
        const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
        setLoaded(ratioOf({ width, height }));
      };

  const image = (
    <img
      src={photo.url}
      alt={photo.caption || `Photo ${number}`}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      loading="lazy"
      onLoad={onLoad}
    />
  );
  return (
    <figure className={styles.photo} style={inRow ? { flexGrow: frame ?? 1 } : undefined}>
      <div
        id={frameId}
        className={styles.frame}
        data-shaped={frame ? '' : undefined}
        data-cropped={capped && !whole ? '' : undefined}
        style={frame ? { aspectRatio: String(frame) } : undefined}
      >
        <WithLive photo={photo}>
          {href ? (
            <a href={href} rel="noopener noreferrer nofollow ugc" target="_blank">
              {image}
            </a>
          ) : (
            image
          )}
        </WithLive>
        {capped && (
          <button
            type="button"
            className={styles.expand}
            aria-expanded={whole}
            aria-controls={frameId}
            onClick={() => setWhole((w) => !w)}
          >
            {whole ? 'Show less' : 'Show the whole photo'}
          </button>
        )}
      </div>
      {photo.caption && <figcaption className={styles.caption}>{photo.caption}</figcaption>}
    </figure>
  );
}

/**
 * A live photo's still gets its moving part over it (issue 17) while the site's live_photos flag is
 * on; any other photo stays as it is.
 */
function WithLive({ photo, children }: { photo: PostPhoto; children: ReactNode }) {
  return photo.livephoto_url ? <LiveIfOn src={photo.livephoto_url}>{children}</LiveIfOn> : children;
}

/** Reads the flag only for a live photo, so a plain photo needs no session (a bare render in a test). */
function LiveIfOn({ src, children }: { src: string; children: ReactNode }) {
  const live = (useSession().data?.flags ?? DEFAULT_FEATURE_FLAGS).live_photos;
  return live ? <LivePhotoSlot src={src}>{children}</LivePhotoSlot> : children;
}
