import type { PostView } from '@rookery/core';
import { Link } from 'react-router';
import { useComposerLinkState } from '../composer/composer-context';
import { notesLabel } from './notes-label';
import { peeprTarget } from './peepr-target';
import styles from './post-card.module.css';
import { EditIcon, ReblogIcon } from './post-icons';

// A fixed locale: the card renders the same on the server (fragment call) and in the browser.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

interface PostFooterProps {
  post: PostView;
  own: boolean;
  canReblog: boolean;
}

/** The notes count, the date (the permalink), and what the reader can do: edit their own, reblog. */
export function PostFooter({ post, own, canReblog }: PostFooterProps) {
  const notes = notesLabel(post.note_count);
  // On drafts or the queue, the composer returns there after the edit (composer-context.ts).
  const composerState = useComposerLinkState();
  return (
    <footer className={styles.footer}>
      <div className={styles.meta}>
        {notes && <span className={styles.notes}>{notes}</span>}
        <Link to={post.post_url} className={styles.date} {...peeprTarget(post.blog_name, post.id)}>
          <time dateTime={post.date}>{shortDate(post.date)}</time>
        </Link>
      </div>
      <div className={styles.actions}>
        {own && (
          <Link to={`/edit/${post.id}`} state={composerState} className={styles.action}>
            <EditIcon />
            <span>Edit</span>
          </Link>
        )}
        {canReblog && (
          <Link to={`/reblog/${post.id}/${encodeURIComponent(post.reblog_key)}`} className={styles.action}>
            <ReblogIcon size={18} />
            <span>Reblog</span>
          </Link>
        )}
      </div>
    </footer>
  );
}
