import { useParams } from 'react-router';
import { EmptyState } from '../../ui/layout/empty-state';
import { usePageTitle } from '../../ui/layout/use-route-title';
import { PostFeed } from '../posts/post-feed';
import { usePostList } from '../posts/use-post-list';
import styles from './tagged-page.module.css';

export const TAGGED_KEY = 'tagged';

/** `/tagged/{tag}`, for visitors too: public posts with the tag from every blog, newest first. */
export function TaggedPage() {
  const { tag = '' } = useParams();
  usePageTitle(`#${tag}`, false);
  const posts = usePostList([TAGGED_KEY, tag], `/svc/tagged/${encodeURIComponent(tag)}`);

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>#{tag}</h1>
        <p className={styles.text}>Posts tagged #{tag} from every blog, the latest first.</p>
      </header>
      <PostFeed
        query={posts}
        label={`Posts tagged ${tag}`}
        empty={
          <EmptyState title={`Nothing tagged #${tag} yet.`} text="Posts with this tag will show up here." />
        }
      />
    </div>
  );
}
