import {
  type CurrentUser,
  GENERIC_FETCH_ERRORS,
  NO_RECIPIENT_RESULTS,
  type Participant,
  type PostView,
  pickOne,
  SHARE_FAVORITES,
} from '@rookery/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { Avatar } from '../../../ui/avatar/avatar';
import { Loader } from '../../../ui/loader/loader';
import { useFavorites } from '../api/favorites';
import { useParticipantSuggestions } from '../api/suggestions';
import { defaultSender, senderBlogs } from '../inbox/sender-blogs';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import { openWithParticipant } from '../recipients/open-with-blog';
import { useFocusOnOpen } from '../recipients/use-focus-on-open';
import { ExternalShare } from './external-share';
import styles from './share.module.css';
import { ShareMessageBox } from './share-message-box';
import { canSendShare, type RecipientSource, type ShareData, shareQueue } from './share-rules';

interface ShareByMessageProps {
  user: CurrentUser;
  post: PostView;
  onClose: () => void;
}

/**
 * Sharing a post by message (spec document 2 §4): favorites while the 'Message to...' search is
 * empty, its results otherwise. Picking a recipient shows the message box in their theme (and hides
 * the external row); picking them again lets go. Send queues the post, and the text if any, opens
 * the conversation and closes the popover.
 */
export function ShareByMessage({ user, post, onClose }: ShareByMessageProps) {
  const blogs = senderBlogs(user);
  const [senderUuid, setSenderUuid] = useState(() => defaultSender(user, null)?.uuid ?? '');
  const sender = blogs.find((b) => b.uuid === senderUuid) ?? blogs[0];
  const [query, setQuery] = useState('');
  const [picked, setPicked] = useState<{ blog: Participant; source: RecipientSource } | null>(null);
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const search = useParticipantSuggestions(sender?.uuid ?? '', query);
  // The blogs talked to lately first, then those followed lately.
  const favorites = useFavorites(sender?.uuid ?? '', { limit: SHARE_FAVORITES, includeRecent: true });
  const noResults = useMemo(() => (search.query ? pickOne(NO_RECIPIENT_RESULTS) : ''), [search.query]);
  const field = useRef<HTMLInputElement>(null);
  useFocusOnOpen(field);

  if (!sender) return <ExternalShare post={post} onClose={onClose} />;

  const source: RecipientSource = search.status === 'idle' ? 'favorites' : 'search';
  const row = (source === 'favorites' ? (favorites.data ?? []) : search.blogs).filter(
    (b) => b.uuid !== sender.uuid,
  );
  const share: ShareData | null =
    post.id && post.blog_name ? { postId: post.id, blog: post.blog_name } : null;

  const send = () => {
    if (!picked || !share) return;
    if (!canSendShare({ recipientUuid: picked.blog.uuid, senderUuid: sender.uuid, sending, share })) return;
    setSending(true);
    const opened = openWithParticipant(picked.blog, sender, 'share', { queued: shareQueue(share, message) });
    if (opened) onClose();
    else setSending(false);
  };

  let status: ReactNode = null;
  if (source === 'favorites' && favorites.isPending)
    status = <Loader tone="dark" label="Loading favorites" />;
  else if (search.status === 'loading' && row.length === 0) status = <Loader tone="dark" label="Searching" />;
  else if (search.status === 'error') status = <p className={styles.note}>{GENERIC_FETCH_ERRORS[0]}</p>;
  else if (search.status === 'done' && row.length === 0)
    status = (
      <p className={styles.note} role="status">
        {noResults}
      </p>
    );

  return (
    <>
      <div className={styles.search}>
        <input
          ref={field}
          className={styles.input}
          type="search"
          aria-label="Message to..."
          placeholder="Message to..."
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          {...ARROW_FOCUS}
        />
      </div>
      {row.length > 0 ? (
        <ul
          className={styles.recipients}
          aria-label={source === 'favorites' ? 'Favorites' : 'Search results'}
        >
          {row.map((blog) => {
            const chosen = picked?.blog.uuid === blog.uuid;
            return (
              <li key={blog.uuid}>
                <button
                  type="button"
                  className={styles.recipient}
                  aria-pressed={chosen}
                  title={blog.name}
                  onClick={() => setPicked(chosen ? null : { blog, source })}
                  {...ARROW_FOCUS}
                >
                  <Avatar blogName={blog.name} size={48} shape={blog.theme.avatar_shape} alt="" />
                  <span className={styles.recipientName}>{blog.name}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        status && <div className={styles.status}>{status}</div>
      )}
      {picked ? (
        <ShareMessageBox
          recipient={picked.blog}
          source={picked.source}
          blogs={blogs}
          sender={sender}
          onSenderChange={(blog) => setSenderUuid(blog.uuid)}
          message={message}
          onMessageChange={setMessage}
          sending={sending}
          canSend={canSendShare({ recipientUuid: picked.blog.uuid, senderUuid: sender.uuid, sending, share })}
          onSend={send}
        />
      ) : (
        <ExternalShare post={post} onClose={onClose} />
      )}
    </>
  );
}
