import { moderationTexts } from '@rookery/core';
import { useCurrentUser } from '../accounts/use-session';
import styles from './suspended-notice.module.css';

/** Over a suspended blog's pages, to its owner (the only one who still sees them). */
export function SuspendedNotice({ blog }: { blog: string }) {
  const user = useCurrentUser();
  if (!user?.channels.some((c) => c.name === blog && c.is_suspended)) return null;
  return (
    <p role="status" className={styles.notice}>
      {moderationTexts.suspendedNotice}{' '}
      <a href={`/svc/blog/${encodeURIComponent(blog)}/export`} download>
        Export {blog}
      </a>
    </p>
  );
}
