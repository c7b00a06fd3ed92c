import type { BlogData } from '@rookery/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../api';
import { Button, ButtonLink } from '../../ui/button/button';
import { Loader } from '../../ui/loader/loader';
import { useCurrentUser } from '../accounts/use-session';
import { blogPath } from '../blog-page/blog-paths';
import styles from './follow-card.module.css';
import { useFollow } from './use-follow';

/** Signed in: the follow is made as soon as the page opens (once), and its outcome shown. */
export function FollowResult({ blog }: { blog: BlogData }) {
  const user = useCurrentUser();
  const own = !!user?.channels.some((c) => c.name === blog.name);
  const follow = useFollow();
  const asked = useRef(false);
  const { mutate } = follow;

  useEffect(() => {
    if (own || asked.current) return;
    asked.current = true;
    mutate({ tumblelog: blog.name, follow: true });
  }, [own, blog.name, mutate]);

  const goToBlog = <ButtonLink to={blogPath(blog.name)}>Go to {blog.name}</ButtonLink>;

  if (own) {
    return (
      <>
        <h1 className={styles.heading}>This is your blog.</h1>
        <p className={styles.text}>You can't follow your own blog, but its posts are on your dashboard.</p>
        <div className={styles.buttons}>{goToBlog}</div>
      </>
    );
  }
  if (follow.isError) {
    return (
      <>
        <h1 className={styles.heading}>Could not follow {blog.name}</h1>
        <p className={styles.text} role="alert">
          {errorMessage(follow.error)}
        </p>
        <div className={styles.buttons}>
          <Button onClick={() => mutate({ tumblelog: blog.name, follow: true })} block>
            Try again
          </Button>
        </div>
      </>
    );
  }
  if (!follow.isSuccess) {
    return (
      <>
        <h1 className={styles.heading}>Following {blog.name}…</h1>
        <Loader label={`Following ${blog.name}`} tone="dark" />
      </>
    );
  }
  return (
    <>
      <h1 className={styles.heading}>You're following {blog.name}.</h1>
      <p className={styles.text} role="status">
        Its posts will show up on your dashboard.
      </p>
      <div className={styles.buttons}>
        {goToBlog}
        <Link to="/dashboard" className={styles.secondaryLink}>
          Back to your dashboard
        </Link>
      </div>
    </>
  );
}
