import { EXPLORE_WINDOW_DAYS, SUGGESTED_BLOGS_TITLE } from '@rookery/core';
import { useId } from 'react';
import { EmptyState } from '../../ui/layout/empty-state';
import { PostFeed } from '../posts/post-feed';
import { usePostList } from '../posts/use-post-list';
import { SuggestedBlogs } from '../suggested-blogs/suggested-blogs';
import styles from './explore-page.module.css';
import { EXPLORE_KEY, useTrending } from './trending';

const EXPLORE_SUGGESTIONS = 5;

/**
 * `/explore`, for visitors too: blogs to follow, what is trending (the posts with the most notes in the last
 * EXPLORE_WINDOW_DAYS), then every public post, newest first, scrolling on.
 */
export function ExplorePage() {
  const trending = useTrending();
  const newest = usePostList([EXPLORE_KEY, 'newest'], '/svc/explore/newest');
  const trendingId = useId();
  const newestId = useId();

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Explore</h1>
      <SuggestedBlogs count={EXPLORE_SUGGESTIONS} title={SUGGESTED_BLOGS_TITLE} more={false} />
      <section className={styles.section} aria-labelledby={trendingId}>
        <header className={styles.sectionHead}>
          <h2 id={trendingId} className={styles.sectionTitle}>
            Trending
          </h2>
          <p className={styles.sectionText}>
            The posts with the most notes in the last {EXPLORE_WINDOW_DAYS} days.
          </p>
        </header>
        <PostFeed
          query={trending}
          label="Trending posts"
          empty={
            <EmptyState
              title="Nothing is trending yet."
              text="Posts that get notes this week show up here."
            />
          }
        />
      </section>
      <section className={styles.section} aria-labelledby={newestId}>
        <header className={styles.sectionHead}>
          <h2 id={newestId} className={styles.sectionTitle}>
            Newest
          </h2>
          <p className={styles.sectionText}>Every public post, the latest first.</p>
        </header>
        <PostFeed
          query={newest}
          label="Newest posts"
          empty={
            <EmptyState
              title="Nothing to explore yet"
              text="There are no posts yet. When blogs start posting, you will find them here."
            />
          }
        />
      </section>
    </div>
  );
}
