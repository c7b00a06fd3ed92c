import type { BlogData } from '@rookery/core';
import { ButtonLink } from '../../ui/button/button';
import styles from './follow-card.module.css';
import { followPath } from './follow-path';

/**
 * For a visitor who is not signed in: log in or sign up, then come back here (the guest pages send
 * a person on to `state.from` once signed in), where the follow happens.
 */
export function FollowInvite({ blog }: { blog: BlogData }) {
  const back = { from: followPath(blog.name) };
  return (
    <>
      <h1 className={styles.heading}>Follow {blog.name}</h1>
      <p className={styles.text}>
        Log in or sign up to follow this blog and see its posts on your dashboard.
      </p>
      <div className={styles.buttons}>
        <ButtonLink to="/login" state={back} block>
          Log in
        </ButtonLink>
        <ButtonLink to="/register" state={back} variant="secondary" block>
          Sign up
        </ButtonLink>
      </div>
    </>
  );
}
