import type { BlogData } from '@rookery/core';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api';
import { showToast } from '../../ui/toast/toast-store';
import { useCurrentUser } from '../accounts/use-session';
import styles from './follow-button.module.css';
import { followPath } from './follow-path';
import { useFollow } from './use-follow';

/**
 * Follow or unfollow on a blog's header. A visitor who is not signed in goes to /follow/{blog} in
 * the same window (spec document 2 §2), which asks them to log in and then follows. Nothing shows
 * on the viewer's own blogs.
 */
export function FollowButton({ blog }: { blog: BlogData }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const follow = useFollow();
  if (user?.channels.some((c) => c.name === blog.name)) return null;

  const onClick = () => {
    if (!user) {
      navigate(followPath(blog.name));
      return;
    }
    if (follow.isPending) return;
    follow.mutate(
      { tumblelog: blog.name, follow: !blog.following, source: 'blog_header' },
      { onError: (error) => showToast(errorMessage(error), 'error') },
    );
  };

  return (
    <button
      type="button"
      className={`${styles.follow} ${blog.following ? styles.following : ''}`}
      onClick={onClick}
      aria-disabled={follow.isPending}
    >
      {blog.following ? 'Unfollow' : 'Follow'}
    </button>
  );
}
