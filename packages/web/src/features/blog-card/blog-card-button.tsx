import { blogCardAttributes } from './blog-card-attributes';
import styles from './card-button.module.css';

/** Opens the blog's card from the keyboard (Enter or Space); seen only while it has the focus. */
export function BlogCardButton({ name }: { name: string }) {
  return (
    <button type="button" className={styles.button} {...blogCardAttributes(name, true)}>
      <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M7 10l5 5 5-5z" />
      </svg>
      <span className="visually-hidden">Show {name}'s blog card</span>
    </button>
  );
}
