import styles from './gif-mark.module.css';

/** The GIF search button's mark: the word itself, small and boxed, as people know it. */
export function GifMark() {
  return (
    <span className={styles.mark} aria-hidden="true">
      GIF
    </span>
  );
}
