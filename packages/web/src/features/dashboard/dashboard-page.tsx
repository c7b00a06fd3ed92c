import { lazy, Suspense } from 'react';
import columns from '../../ui/layout/columns.module.css';
import { useSignedInUser } from '../accounts/use-session';
import { PostFeed } from '../posts/post-feed';
import { WelcomeSuggestions } from '../suggested-blogs/suggestion-slots';
import styles from './dashboard.module.css';
import { feedPostIds, pendingBlocks } from './fresh-posts';
import { FreshPostsBlock } from './fresh-posts-block';
import { NewPostsPill } from './new-posts-pill';
import { PostTypeBar } from './post-type-bar';
import { RightRail } from './right-rail';
import { useDashboardFeed } from './use-dashboard-feed';
import { useFreshBlocks } from './use-fresh-posts';

// Most readers have verified their address, so the banner is fetched only for those who have not.
const VerifyEmailBanner = lazy(() =>
  import('../accounts/verify-email-banner').then((m) => ({ default: m.VerifyEmailBanner })),
);

/**
 * The dashboard: the feed of followed and own blogs, newest first, with the right rail. Posts just
 * saved here show at the top at once (see fresh-posts-store). The feed is marked data-avatar-beside:
 * on wide screens each card's avatar sits beside it, left of the column. Above the feed: the post
 * type bar, and the "N new posts" pill when followed blogs have posted since the feed was read.
 */
export function DashboardPage() {
  const user = useSignedInUser();
  const feed = useDashboardFeed();
  const fresh = pendingBlocks(useFreshBlocks(), feedPostIds(feed.data));

  return (
    <div className={`${columns.columns} ${styles.layout}`}>
      <div className={columns.main}>
        <h1 className="visually-hidden">Dashboard</h1>
        <NewPostsPill topId={feed.data?.pages[0]?.posts[0]?.id} />
        {!user.is_verified_email && (
          <Suspense fallback={null}>
            <VerifyEmailBanner user={user} />
          </Suspense>
        )}
        <PostTypeBar />
        <div className={styles.feed} data-avatar-beside="">
          <PostFeed
            query={feed}
            label="Dashboard posts"
            top={fresh.length > 0 ? <FreshPostsBlock blocks={fresh} /> : undefined}
            empty={<WelcomeSuggestions />}
          />
        </div>
      </div>
      <RightRail user={user} />
    </div>
  );
}
