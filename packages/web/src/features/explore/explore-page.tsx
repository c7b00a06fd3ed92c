import { EmptyState } from '../../ui/layout/empty-state';
import styles from './explore-page.module.css';

/** Explore lists public posts; until the posts feature lands there are none to list. */
export function ExplorePage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Explore</h1>
      <EmptyState
        title="Nothing to explore yet"
        text="There are no posts yet. When blogs start posting, you will find them here."
      />
    </div>
  );
}
