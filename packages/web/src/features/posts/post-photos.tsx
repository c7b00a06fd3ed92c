import type { PostPhoto } from '@rookery/core';
import styles from './post-card.module.css';

/** Rows of the layout ("122"): how many photos go in each, the rest one per row. */
function rowsOf(photos: PostPhoto[], layout: string): PostPhoto[][] {
  const rows: PostPhoto[][] = [];
  let at = 0;
  for (const digit of layout) {
    const size = Number(digit);
    if (!size || at >= photos.length) continue;
    rows.push(photos.slice(at, at + size));
    at += size;
  }
  while (at < photos.length) rows.push(photos.slice(at, ++at));
  return rows;
}

/** A photo post's photos in its layout's rows, each with its caption as alt text. */
export function PostPhotos({
  photos,
  layout,
  linkthrough,
}: {
  photos: PostPhoto[];
  layout: string;
  linkthrough: string;
}) {
  return (
    <div className={styles.photoset}>
      {rowsOf(photos, layout).map((row) => (
        <div key={row.map((p) => p.id).join()} className={styles.photoRow}>
          {row.map((photo) => {
            const image = (
              <img
                src={photo.url}
                alt={photo.caption || `Photo ${photos.indexOf(photo) + 1}`}
                width={photo.width ?? undefined}
                height={photo.height ?? undefined}
                loading="lazy"
              />
            );
            return (
              <figure key={photo.id} className={styles.photo}>
                {linkthrough ? (
                  <a href={linkthrough} rel="noopener noreferrer nofollow ugc" target="_blank">
                    {image}
                  </a>
                ) : (
                  image
                )}
                {photo.caption && <figcaption className={styles.photoCaption}>{photo.caption}</figcaption>}
              </figure>
            );
          })}
        </div>
      ))}
    </div>
  );
}
