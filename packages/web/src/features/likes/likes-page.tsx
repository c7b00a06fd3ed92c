import { ButtonLink } from '../../ui/button/button';
import { EmptyState } from '../../ui/layout/empty-state';
import { PostFeed } from '../posts/post-feed';
import { usePostList } from '../posts/use-post-list';
import { LIKES_KEY } from './likes-key';
import styles from './likes-page.module.css';

/** `/likes` (spec document 3 §2): the posts the user has liked, the latest like first. */
export function LikesPage() {
  const likes = usePostList(LIKES_KEY, '/svc/likes');
  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Likes</h1>
      <PostFeed
        query={likes}
        label="Liked posts"
        empty={
          <EmptyState
            title="You haven't liked any posts yet."
            text="When you like a post, it is kept here, so you can find it again. Liking also tells its blog you enjoyed it."
            action={
              <ButtonLink to="/explore" variant="secondary">
                Find posts on Explore
              </ButtonLink>
            }
          />
        }
      />
    </div>
  );
}
