import type { PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentProps, lazy, type MouseEvent, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { useIsClient } from '../../ui/layout/use-is-client';
import { useCurrentUser } from '../accounts/use-session';
import { useComposerLink } from '../composer/composer-context';
import { HeartIcon } from '../likes/likes-icon';
import type { LayerKind } from '../post-actions/layer-kind';
import { PostShareButton } from '../share/post-share-button';
import { ChevronIcon, MoreIcon, ReplyIcon } from './action-icons';
import { useCarouselOffset } from './carousel-offset';
import { notesLabel } from './notes-label';
import { peeprTarget } from './peepr-target';
import styles from './post-footer.module.css';
import { EditIcon, ReblogIcon } from './post-icons';

// A fixed locale: the card renders the same on the server (fragment call, pages) and in the browser.
const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
// The server knows no reader's time zone: it dates in UTC, and so does the hydrating browser.
const UTC_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** The post's day in the reader's time zone, once the page is the browser's own (useIsClient). */
function PostDate({ iso }: { iso: string }) {
  const local = useIsClient();
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime()) ? '' : (local ? DATE : UTC_DATE).format(date);
  return <time dateTime={iso}>{text}</time>;
}

/**
 * What the actions do (calls, menus, the notes panel) is not part of the first paint: it comes with
 * the first click, or earlier when the browser is idle (preloadPostActions).
 */
export const loadActions = () => import('../post-actions/post-actions-chunk');
const ActionLayer = lazy(() => loadActions().then((m) => ({ default: m.ActionLayer })));
export const preloadPostActions = (): Promise<unknown> => loadActions();

interface PostFooterProps {
  post: PostView;
  own: boolean;
  canReblog: boolean;
  /** The notes are open from the start, under the footer (the permalink shows them without a click). */
  notesOpen?: boolean;
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
 * open its menu (delete, publish, promote), or someone else's menu (report, block); share a published post (by message, or elsewhere);
 * reply, reblog (the composer, or its menu: fast reblog, add to queue, as which blog) and like.
 * The keyboard shortcuts work the controls marked data-post-action (features/shortcuts).
 */
export function PostFooter({ post, own, canReblog, notesOpen = false }: PostFooterProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const carouselOffset = useCarouselOffset();
  // The composer opens over this page and returns to it (composer-context.ts).
  const composerLink = useComposerLink();
  const [layer, setLayer] = useState<{ kind: LayerKind; anchor: HTMLElement | null } | null>(
    notesOpen ? { kind: 'notes', anchor: null } : null,
  );
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
            <button type="button" className={styles.notes} data-post-action="notes" {...opens('notes')}>
              {notes}
            </button>
          )}
          <Link to={post.post_url} className={styles.date} {...peeprTarget(post.blog_name, post.id)}>
            <PostDate iso={post.date} />
          </Link>
        </div>
        <div className={styles.actions}>
          {own && (
            <>
              <Link
                to={`/edit/${post.id}`}
                {...composerLink}
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
          {!own && user && post.state === 'published' && (
            <ActionButton label="More actions" aria-haspopup="dialog" {...opens('more')}>
              <MoreIcon />
            </ActionButton>
          )}
          {post.state === 'published' && <PostShareButton post={post} className={styles.action} />}
          {user && out && (
            <ActionButton label="Reply" {...opens('reply')}>
              <ReplyIcon />
            </ActionButton>
          )}
          {canReblog && (
            <span className={`${styles.split} ${post.reblogged ? styles.done : ''}`}>
              <Link
                to={`/reblog/${post.id}/${encodeURIComponent(post.reblog_key)}`}
                {...composerLink}
                className={styles.action}
                aria-label="Reblog"
                title="Reblog"
                data-post-action="reblog"
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
              data-post-action="like"
              onClick={() =>
                void loadActions().then((m) => m.toggleLike(queryClient, post, carouselOffset?.current ?? 0))
              }
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
