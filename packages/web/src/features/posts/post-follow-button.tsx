import type { PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import { followPath } from '../follow/follow-path';
import styles from './post-card.module.css';
import { loadActions } from './post-footer';

/**
 * Follow in a post's header, for a blog the reader does not follow yet (issue 15). A click follows
 * at once (spec document 1 §4: optimistic): this card says "Following", the button leaves every
 * other post of the blog, and a failed call puts them back with the reason. A visitor goes to the
 * follow page, as from the blog card. The call comes with the actions chunk (loadActions).
 */
export function PostFollowButton({ post }: { post: PostView }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [followed, setFollowed] = useState(false);
  const name = post.blog_name;
  if (!followed && user && (post.blog.following || user.channels.some((c) => c.name === name))) return null;
  const label = (
    <>
      {followed ? 'Following' : 'Follow'}
      <span className="visually-hidden"> {name}</span>
    </>
  );
  if (!user) {
    return (
      <Link to={followPath(name)} className={styles.follow}>
        {label}
      </Link>
    );
  }
  const onClick = () => {
    if (followed) return;
    setFollowed(true);
    void loadActions().then((m) => m.followFromPost(queryClient, name, () => setFollowed(false)));
  };
  // Still the same button once followed, so the focus stays where the reader clicked.
  return (
    <button
      type="button"
      className={followed ? styles.followed : styles.follow}
      aria-disabled={followed}
      onClick={onClick}
    >
      {label}
    </button>
  );
}
