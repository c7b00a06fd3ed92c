import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Icon } from '../../ui/icons/icons';
import { whenIdle } from '../../ui/layout/when-idle';
import { useSignedInUser } from '../accounts/use-session';
import { newPostsLabel } from './new-posts-label';
import styles from './new-posts-pill.module.css';
import { useNewPosts } from './new-posts-store';

const loadWatch = () => import('./new-posts-watch');

/**
 * "N new posts", floating at the top of the feed while blogs the reader follows have posted since
 * the feed's top post (counted by new-posts-watch, loaded once the page is idle). It takes no room,
 * so the reader's place does not move when it shows; a click puts the new posts on top and goes there.
 * Its words are announced politely.
 */
export function NewPostsPill({ topId }: { topId: string | undefined }) {
  const client = useQueryClient();
  const user = useSignedInUser();
  const news = useNewPosts();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    const cancel = whenIdle(() => {
      void loadWatch().then((m) => {
        if (!gone) stop = m.watchNewPosts(client, user.email);
      });
    });
    return () => {
      gone = true;
      cancel();
      stop?.();
    };
  }, [client, user.email]);

  const shown = news && news.count > 0 && news.since === topId ? news : null;
  const show = () => {
    setBusy(true);
    loadWatch()
      .then((m) => m.showNewPosts(client))
      // The pill stays; another click tries again.
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };

  return (
    <div className={styles.dock} role="status">
      {shown && (
        <button type="button" className={styles.pill} disabled={busy} onClick={show}>
          <Icon size={16} strokeWidth={2.5}>
            <path d="M12 19V5m-6 6 6-6 6 6" />
          </Icon>
          {newPostsLabel(shown.count, shown.more)}
        </button>
      )}
    </div>
  );
}
