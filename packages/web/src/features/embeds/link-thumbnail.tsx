import styles from './link-thumbnail.module.css';

/** The picture a link post shows, read from its page; the author may take it away. */
export function LinkThumbnail({ src, onRemove }: { src: string; onRemove: () => void }) {
  if (!src) return null;
  return (
    <figure className={styles.thumbnail}>
      {/* The link's title beside it says what it is: here it only shows what readers will see. */}
      <img src={src} alt="" />
      <button type="button" className={styles.remove} onClick={onRemove}>
        Remove picture
      </button>
    </figure>
  );
}
