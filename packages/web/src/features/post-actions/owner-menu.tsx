import type { PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import styles from './menu.module.css';
import { PromoteIcon, PublishIcon, TrashIcon } from './menu-icons';
import { deletePost, publishPost, setPromoted } from './owner-actions';

/**
 * The owner's menu of a card: publish a draft, queued or scheduled post now; promote a public post
 * in one of its tags (it then leads that tag's page), or stop; delete it (after a confirmation).
 */
export function OwnerMenu({ post, onDone }: { post: PostView; onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const out = post.state === 'published' || post.state === 'private';
  const promotable = out && post.state !== 'private' && !post.members_only;

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    await action();
    onDone();
  };

  return (
    <div className={styles.menu}>
      {!out && (
        <button
          type="button"
          className={styles.item}
          disabled={busy}
          onClick={() => void run(() => publishPost(queryClient, post, navigate))}
        >
          <PublishIcon />
          Publish now
        </button>
      )}
      {promotable && post.tags.length > 0 && (
        <>
          <h3 className={styles.heading}>Promote in a tag</h3>
          {post.tags.map((tag) => {
            const promoted = post.promoted_tags.includes(tag.toLowerCase());
            return (
              <button
                key={tag}
                type="button"
                className={styles.item}
                disabled={busy}
                onClick={() => void run(() => setPromoted(queryClient, post, tag, !promoted))}
              >
                <PromoteIcon />
                {promoted ? `Stop promoting in #${tag}` : `Promote in #${tag}`}
                {promoted && <span className={styles.hint}>Leading</span>}
              </button>
            );
          })}
        </>
      )}
      {(!out || (promotable && post.tags.length > 0)) && <hr className={styles.rule} />}
      <button
        type="button"
        className={`${styles.item} ${styles.danger}`}
        onClick={() => {
          // The menu closes first: the confirmation is a dialog of its own.
          onDone();
          void deletePost(queryClient, post, navigate);
        }}
      >
        <TrashIcon />
        Delete
      </button>
    </div>
  );
}
