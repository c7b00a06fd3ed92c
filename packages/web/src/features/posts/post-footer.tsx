import type { PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useCurrentUser } from '../accounts/use-session';
import { useComposerLinkState } from '../composer/composer-context';
import { HeartIcon } from '../likes/likes-icon';
import { ShareButton } from '../messaging/share/share-button';
import type { LayerKind } from '../post-actions/layer-kind';
import { ChevronIcon, MoreIcon, ReplyIcon } from './action-icons';
import { notesLabel } from './notes-label';
import { peeprTarget } from './peepr-target';
import styles from './post-footer.module.css';
import { EditIcon, ReblogIcon } from './post-icons';

// A fixed locale: the card renders the same on the server (fragment call) and in the browser.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

function shortDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DATE.format(date);
}

/**
 * What the actions do (calls, menus, the notes panel) is not part of the first paint: it comes with
 * the first click, or earlier when the browser is idle (preloadPostActions).
 */
const loadActions = () => import('../post-actions/post-actions-chunk');
const ActionLayer = lazy(() => loadActions().then((m) => ({ default: m.ActionLayer })));
export const preloadPostActions = (): Promise<unknown> => loadActions();

interface PostFooterProps {
  post: PostView;
  own: boolean;
  canReblog: boolean;
}

/** An icon button: its name for assistive technology is also its tooltip. */
function ActionButton({
  label,
  className = styles.action,
  ...props
}: ComponentProps<'button'> & { label: string }) {
  return <button type="button" className={className} aria-label={label} title={label} {...props} />;
}

/**
 * The notes count, the date (the permalink), and what the reader can do: edit their own post or
 * open its menu (delete, publish, promote); share a published post (by message, or elsewhere);
 * reply, reblog (the composer, or its menu: fast reblog, add to queue, as which blog) and like.
 */
export function PostFooter({ post, own, canReblog }: PostFooterProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // On drafts or the queue, the composer returns there after the edit (composer-context.ts).
  const composerState = useComposerLinkState();
  const [layer, setLayer] = useState<{ kind: LayerKind; anchor: HTMLElement } | null>(null);
  const notes = notesLabel(post.note_count);
  const out = post.state === 'published' || post.state === 'private';
  // What the button opens (the notes, a menu) and whether it is open.
  const opens = (kind: LayerKind) => ({
    'aria-expanded': layer?.kind === kind,
    onClick: (event: MouseEvent<HTMLElement>) => {
      const anchor = event.currentTarget;
      setLayer((open) => (open?.kind === kind ? null : { kind, anchor }));
    },
  });

  return (
    <>
      <footer className={styles.footer}>
        <div className={styles.meta}>
          {notes && (
            <button type="button" className={styles.notes} {...opens('notes')}>
              {notes}
            </button>
          )}
          <Link to={post.post_url} className={styles.date} {...peeprTarget(post.blog_name, post.id)}>
            <time dateTime={post.date}>{shortDate(post.date)}</time>
          </Link>
        </div>
        <div className={styles.actions}>
          {own && (
            <>
              <Link
                to={`/edit/${post.id}`}
                state={composerState}
                className={styles.action}
                aria-label="Edit"
                title="Edit"
              >
                <EditIcon />
              </Link>
              <ActionButton label="More actions" aria-haspopup="dialog" {...opens('more')}>
                <MoreIcon />
              </ActionButton>
            </>
          )}
          {post.state === 'published' && <ShareButton post={post} className={styles.action} />}
          {user && out && (
            <ActionButton label="Reply" {...opens('reply')}>
              <ReplyIcon />
            </ActionButton>
          )}
          {canReblog && (
            <span className={`${styles.split} ${post.reblogged ? styles.done : ''}`}>
              <Link
                to={`/reblog/${post.id}/${encodeURIComponent(post.reblog_key)}`}
                className={styles.action}
                aria-label="Reblog"
                title="Reblog"
              >
                <ReblogIcon size={20} />
              </Link>
              <ActionButton
                label="Reblog options"
                className={styles.chevron}
                aria-haspopup="dialog"
                {...opens('reblog')}
              >
                <ChevronIcon />
              </ActionButton>
            </span>
          )}
          {user && out && post.can_be_liked && (
            <ActionButton
              label="Like"
              className={`${styles.action} ${post.liked ? styles.liked : ''}`}
              aria-pressed={post.liked}
              onClick={() => void loadActions().then((m) => m.toggleLike(queryClient, post))}
            >
              <HeartIcon />
            </ActionButton>
          )}
        </div>
      </footer>
      {layer && (
        <Suspense fallback={null}>
          <ActionLayer post={post} kind={layer.kind} anchor={layer.anchor} onClose={() => setLayer(null)} />
        </Suspense>
      )}
    </>
  );
}
