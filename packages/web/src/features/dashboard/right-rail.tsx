import type { CurrentUser } from '@rookery/core';
import { Link } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import columns from '../../ui/layout/columns.module.css';
import { currentChannel } from '../accounts/use-session';
import { AdSlot } from '../ads/ad-slot';
import { PartnerSlot } from '../ads/partner-slot';
import { RailSuggestions } from '../suggested-blogs/suggestion-slots';
import styles from './dashboard.module.css';

/**
 * The rail beside the column: the blog the user acts as, what they follow, blogs to follow, a
 * house ad that rotates (issue 20), a footer of links, and the ad partner's slot if there is one
 * that fades out once the page is scrolled 2000 px (spec document 3 §4; ui/layout/scroll-marks.ts).
 */
export function RightRail({ user }: { user: CurrentUser }) {
  const blog = currentChannel(user);
  return (
    <aside className={`${columns.rail} ${styles.rail}`} aria-label="Your blog">
      {blog && (
        <section className={styles.blogCard}>
          <Avatar blogName={blog.name} size={64} shape={blog.global_theme_params.avatar_shape} alt="" />
          <div className={styles.blogText}>
            <h2 className={styles.blogName}>{blog.name}</h2>
            <p className={styles.blogTitle}>{blog.title || blog.name}</p>
          </div>
          <Link to={`/settings/blog/${encodeURIComponent(blog.name)}`} className={styles.railLink}>
            Edit blog settings
          </Link>
        </section>
      )}
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Blogs you follow</dt>
          <dd>{user.friend_count}</dd>
        </div>
        <div className={styles.stat}>
          <dt>Your blogs</dt>
          <dd>{user.channels.length}</dd>
        </div>
      </dl>
      <RailSuggestions />
      <AdSlot placement="dashboard_right_rail" location="dashboard" rotates />
      <footer className={styles.railFooter}>
        <nav aria-label="More">
          <Link to="/explore">Explore</Link>
          <Link to="/likes">Likes</Link>
          <Link to="/following">Following</Link>
          <Link to="/settings/account">Settings</Link>
        </nav>
      </footer>
      <PartnerSlot />
    </aside>
  );
}
