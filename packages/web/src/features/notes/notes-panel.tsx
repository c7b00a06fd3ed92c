import type { NoteCounts, PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '../../ui/button/button';
import { FailurePanel } from '../../ui/error-panel/failure-panel';
import { useQueryRetry } from '../../ui/error-panel/use-query-retry';
import { Loader } from '../../ui/loader/loader';
import { useCurrentUser } from '../accounts/use-session';
import { CheckIcon, CloseIcon } from '../post-actions/menu-icons';
import { toggleSubscription } from '../post-actions/post-subscription';
import { NoteRow } from './note-row';
import styles from './notes-panel.module.css';
import { ReplyForm } from './reply-form';
import { useNotes } from './use-notes';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

const countsLine = (counts: NoteCounts) =>
  [
    plural(counts.replies, 'reply', 'replies'),
    plural(counts.reblogs, 'reblog'),
    plural(counts.likes, 'like'),
  ].join(' · ');

interface NotesPanelProps {
  post: PostView;
  /** Opened by Reply: the reply field takes the focus. */
  focusReply: boolean;
  onClose: () => void;
}

/**
 * A post's notes under its footer: the count of each kind, the reply field, the subscription
 * toggle (new replies tell the reader), and the likes, reblogs with their comments and replies of
 * the chain, newest first, with more on request.
 */
export function NotesPanel({ post, focusReply, onClose }: NotesPanelProps) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const notes = useNotes(post.id);
  const failure = useQueryRetry(notes);
  const pages = notes.data?.pages ?? [];
  const counts = pages[0]?.counts;
  const items = pages.flatMap((page) => page.notes);
  const canReply = !!user && (post.state === 'published' || post.state === 'private');

  return (
    <section className={styles.panel} aria-label="Notes">
      <header className={styles.head}>
        <h3 className={styles.title}>{counts ? plural(counts.total, 'note') : 'Notes'}</h3>
        {user && (
          <button
            type="button"
            className={styles.subscribe}
            aria-pressed={post.is_subscribed}
            onClick={() => void toggleSubscription(queryClient, post)}
          >
            {post.is_subscribed && <CheckIcon />}
            Follow replies
          </button>
        )}
        <button
          type="button"
          className={styles.close}
          aria-label="Close notes"
          title="Close notes"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </header>
      {counts && counts.total > 0 && <p className={styles.counts}>{countsLine(counts)}</p>}
      {canReply && <ReplyForm post={post} autoFocus={focusReply} />}
      {failure.error && !notes.data ? (
        <FailurePanel failure={failure} />
      ) : (
        notes.isPending && <Loader label="Loading notes" tone="dark" />
      )}
      {notes.data && items.length === 0 && (
        <p className={styles.empty}>{canReply ? 'No notes yet. Be the first to reply.' : 'No notes yet.'}</p>
      )}
      {items.length > 0 && (
        <ol className={styles.list} aria-label="Notes of this post">
          {items.map((note) => (
            <NoteRow key={note.id} note={note} />
          ))}
        </ol>
      )}
      {notes.hasNextPage && (
        <Button
          variant="secondary"
          className={styles.more}
          aria-disabled={notes.isFetchingNextPage}
          onClick={() => !notes.isFetchingNextPage && void notes.fetchNextPage()}
        >
          {notes.isFetchingNextPage ? 'Loading...' : 'Show more notes'}
        </Button>
      )}
    </section>
  );
}
