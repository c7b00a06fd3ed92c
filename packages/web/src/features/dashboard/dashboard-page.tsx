import columns from '../../ui/layout/columns.module.css';
import { LeavingNotice } from '../account-deletion/leaving-notice';
import { useSignedInUser } from '../accounts/use-session';
import { VerifyEmailBanner } from '../accounts/verify-email-banner';
import { AdSlot } from '../ads/ad-slot';
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

/**
 * The dashboard: the feed of followed and own blogs, newest first, with the right rail. Posts just
 * saved here show at the top at once (see fresh-posts-store). The feed is marked data-avatar-beside:
 * on wide screens each card's avatar sits beside it, left of the column. Above the feed: the post
 * type bar, the sponsored day's house ad, and the "N new posts" pill when followed blogs have
 * posted since the feed was read; a house ad every few posts (issue 20).
 */
const DASHBOARD_ADS = { placement: 'dashboard_in_stream', location: 'dashboard' } as const;

export function DashboardPage() {
  const user = useSignedInUser();
  const feed = useDashboardFeed();
  const fresh = pendingBlocks(useFreshBlocks(), feedPostIds(feed.data));

  return (
    <div className={`${columns.columns} ${styles.layout}`}>
      <div className={columns.main}>
        <h1 className="visually-hidden">Dashboard</h1>
        <NewPostsPill topId={feed.data?.pages[0]?.posts[0]?.id} />
        {/* In the first paint: fetched later, it pushed the feed down as it came (issue 15: no layout shift). */}
        {!user.is_verified_email && <VerifyEmailBanner user={user} />}
        {user.deletion_scheduled_for && <LeavingNotice deletionAt={user.deletion_scheduled_for} />}
        <PostTypeBar />
        <AdSlot placement="dashboard_sponsored_day" location="dashboard" />
        <div className={styles.feed} data-avatar-beside="">
          <PostFeed
            query={feed}
            label="Dashboard posts"
            ads={DASHBOARD_ADS}
            top={fresh.length > 0 ? <FreshPostsBlock blocks={fresh} /> : undefined}
            empty={<WelcomeSuggestions />}
          />
        </div>
      </div>
      {/* After the first page: on a phone the rail sits under the feed, and drawn before the posts it
          would jump down when they came (issue 15: no layout shift). */}
      {!feed.isPending && <RightRail user={user} />}
    </div>
  );
}
