import { type SuggestedBlog, suggestionReasonLabel } from '@rookery/core';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { showToast } from '../../ui/toast/toast-store';
import { useCurrentUser } from '../accounts/use-session';
import { blogPath } from '../blog-page/blog-paths';
import { followPath } from '../follow/follow-path';
import { useFollowChange } from '../follow/use-follow';
import styles from './suggested-blogs.module.css';

/**
 * One suggested blog: its avatar, name and title (and, where there is room, why it is suggested),
 * and Follow in one click (optimistic, spec document 1 §4; the row says "Following" at once and
 * goes back with the reason if the call fails). A visitor goes to the follow page.
 */
export function SuggestedBlogRow({ blog, showReason }: { blog: SuggestedBlog; showReason: boolean }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { change } = useFollowChange();
  const path = blogPath(blog.name);
  const reason = suggestionReasonLabel(blog.reason);
  // A title that only repeats the name says nothing: why it is suggested takes its line.
  const titled = !!blog.title && blog.title !== blog.name;
  const onFollow = () => {
    if (!user) {
      navigate(followPath(blog.name));
      return;
    }
    change(blog, true, {
      source: 'suggested_blogs',
      onError: (error) => showToast(`Could not follow ${blog.name}. ${errorMessage(error)}`, 'error'),
    });
  };

  return (
    <li className={styles.row}>
      <Link to={path} className={styles.avatar} tabIndex={-1} aria-hidden="true">
        <Avatar blogName={blog.name} size={40} shape={blog.avatar_shape} alt="" />
      </Link>
      <div className={styles.text}>
        <Link to={path} className={styles.name}>
          {blog.name}
        </Link>
        <span className={styles.line}>{titled ? blog.title : reason}</span>
        {showReason && titled && <span className={styles.reason}>{reason}</span>}
      </div>
      <button
        type="button"
        className={blog.following ? styles.following : styles.follow}
        aria-disabled={blog.following}
        onClick={() => !blog.following && onFollow()}
      >
        {blog.following ? 'Following' : 'Follow'}
        <span className="visually-hidden"> {blog.name}</span>
      </button>
    </li>
  );
}
