import type { PostView } from '@rookery/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../ui/avatar/avatar';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import { useComposerLink } from '../composer/composer-context';
import { fastReblog } from './fast-reblog';
import styles from './menu.module.css';
import { FastReblogIcon, PencilIcon, QueueIcon } from './menu-icons';

/**
 * The reblog menu of a card: the composer's reblog (to write a comment), a fast reblog and adding to
 * the queue, each as the blog chosen above them when the user has several (the current one first).
 */
export function ReblogMenu({ post, onDone }: { post: PostView; onDone: () => void }) {
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const composerLink = useComposerLink();
  const [blog, setBlog] = useState(() => (user && currentChannel(user)?.name) || '');
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  const send = async (queue: boolean) => {
    setBusy(true);
    await fastReblog(queryClient, navigate, post, { queue, blog });
    onDone();
  };

  return (
    <div className={styles.menu}>
      {user.channels.length > 1 && (
        <fieldset className={styles.blogs}>
          <legend className={styles.heading}>Reblog as</legend>
          {user.channels.map((channel) => (
            <label key={channel.name} className={styles.blog}>
              <input
                type="radio"
                name={`reblog-as-${post.id}`}
                value={channel.name}
                checked={blog === channel.name}
                onChange={() => setBlog(channel.name)}
              />
              <Avatar blogName={channel.name} size={24} alt="" />
              <span className={styles.blogName}>{channel.name}</span>
            </label>
          ))}
          <hr className={styles.rule} />
        </fieldset>
      )}
      <Link
        to={`/reblog/${post.id}/${encodeURIComponent(post.reblog_key)}`}
        {...composerLink}
        className={styles.item}
        onClick={onDone}
      >
        <PencilIcon />
        Reblog with a comment
      </Link>
      <button type="button" className={styles.item} disabled={busy} onClick={() => void send(false)}>
        <FastReblogIcon />
        Fast reblog
      </button>
      <button type="button" className={styles.item} disabled={busy} onClick={() => void send(true)}>
        <QueueIcon />
        Add to queue
      </button>
    </div>
  );
}
