import {
  badgeText,
  layoutMessages,
  type Message,
  messagingTexts,
  PILL_BOTTOM_PX,
  SCROLL_EDGE_PX,
} from '@rookery/core';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Avatar } from '../../../ui/avatar/avatar';
import { Loader } from '../../../ui/loader/loader';
import { useSafeMode } from '../../safety/use-safe-mode';
import { GifCredit, ImageMessage, MessageText, PostMessage, StickerMessage } from './message-content';
import styles from './message-list.module.css';
import { OutgoingContent, SendStatus } from './outgoing-message';
import type { OutgoingItem } from './send-queue';
import { timeHeaderText } from './time-header';

/** A blog in the list: how its messages are drawn. */
export interface ListBlog {
  name: string;
  avatarShape: 'circle' | 'square';
  /** The viewer's blog follows it (its images are not blurred). */
  followed: boolean;
}

interface MessageListProps {
  messages: Message[];
  outgoing: readonly OutgoingItem[];
  /** The viewer's blog taking part. */
  me: string;
  blogs: ReadonlyMap<string, ListBlog>;
  blurImages: boolean;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The list shows its newest message: what is unread may be marked read. */
  onSeeNewest: () => void;
  onReveal: () => void;
  onRetry: (clientTs: string) => void;
  onDismiss: (clientTs: string) => void;
  /** Group conversations name the sender of each run of messages. */
  showNames: boolean;
  children?: ReactNode;
}

type Row =
  | { kind: 'message'; key: string; participant: string; created_at: string; message: Message }
  | { kind: 'outgoing'; key: string; participant: string; created_at: string; item: OutgoingItem };

const distanceFromBottom = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;

/**
 * The messages of a window (spec §4, §9): time headers after an hour's gap, runs from one sender
 * within a minute collapsed, older pages when scrolled to the top (the view stays put), and new
 * messages either scrolled to (at the bottom) or counted on the unread pill.
 */
export function MessageList(props: MessageListProps) {
  const { messages, outgoing, me, blogs, blurImages, onSeeNewest } = props;
  const list = useRef<HTMLDivElement>(null);
  const [pill, setPill] = useState(0);
  const seen = useRef({ first: '', last: '', outgoing: 0, height: 0, atBottom: true, initial: true });

  const rows: Row[] = [
    ...messages.map(
      (m): Row => ({
        kind: 'message',
        key: m.ts,
        participant: m.participant,
        created_at: m.created_at,
        message: m,
      }),
    ),
    ...outgoing.map(
      (o): Row => ({ kind: 'outgoing', key: o.clientTs, participant: me, created_at: o.createdAt, item: o }),
    ),
  ];
  const layout = layoutMessages(rows);

  // Runs after the DOM has the new rows, before the browser paints them: the scroll is set unseen.
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const before = seen.current;
    const first = messages[0]?.ts ?? '';
    const last = messages.at(-1)?.ts ?? '';
    if (before.initial && rows.length > 0) {
      el.scrollTop = el.scrollHeight;
      onSeeNewest();
    } else if (first !== before.first && last === before.last && before.first) {
      // Older messages came in above: keep what the reader sees where it was.
      el.scrollTop += el.scrollHeight - before.height;
    } else if (last !== before.last || outgoing.length > before.outgoing) {
      const mine = outgoing.length > before.outgoing;
      if (before.atBottom || mine) {
        el.scrollTop = el.scrollHeight;
        if (!mine) onSeeNewest();
      } else {
        const at = messages.findIndex((m) => m.ts === before.last);
        const added = messages.slice(at + 1).filter((m) => m.participant !== me).length;
        if (added > 0) setPill((n) => n + added);
      }
    }
    seen.current = {
      first,
      last,
      outgoing: outgoing.length,
      height: el.scrollHeight,
      atBottom: distanceFromBottom(el) <= SCROLL_EDGE_PX,
      initial: before.initial && rows.length === 0,
    };
  });

  // Back to a visible page at the bottom: what came meanwhile is read now.
  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible' && seen.current.atBottom) onSeeNewest();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [onSeeNewest]);

  const onScroll = () => {
    const el = list.current;
    if (!el) return;
    const fromBottom = distanceFromBottom(el);
    seen.current.atBottom = fromBottom <= SCROLL_EDGE_PX;
    seen.current.height = el.scrollHeight;
    if (fromBottom <= PILL_BOTTOM_PX && pill > 0) {
      setPill(0);
      onSeeNewest();
    }
    if (el.scrollTop <= SCROLL_EDGE_PX && props.hasOlder && !props.loadingOlder) props.onLoadOlder();
  };

  const toBottom = () => {
    const el = list.current;
    if (el) el.scrollTo({ top: el.scrollHeight, behavior: 'smooth' });
    setPill(0);
    onSeeNewest();
  };

  return (
    <div className={styles.frame}>
      <div
        ref={list}
        className={styles.list}
        onScroll={onScroll}
        role="log"
        aria-label="Messages"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling list must be reachable to scroll it by keyboard
        tabIndex={0}
      >
        {props.loadingOlder && <Loader label="Loading older messages" tone="dark" />}
        {props.children}
        {rows.map((row, i) => {
          const { tsHeader, isCollapsed } = layout[i] ?? { tsHeader: false, isCollapsed: false };
          const mine = row.participant === me;
          const blog = blogs.get(row.participant);
          // The avatar sits by the last message of a run, like the end of a speech bubble.
          const lastOfRun = !layout[i + 1]?.isCollapsed;
          return (
            <div key={row.key} className={styles.entry}>
              {tsHeader && (
                <p className={styles.timeHeader}>
                  <time dateTime={row.created_at}>{timeHeaderText(row.created_at)}</time>
                </p>
              )}
              <div
                className={[
                  styles.row,
                  mine ? styles.mine : styles.theirs,
                  isCollapsed ? styles.collapsed : '',
                  row.kind === 'outgoing' ? styles[row.item.status] : '',
                ].join(' ')}
              >
                {!mine && (
                  <span className={styles.avatarSlot}>
                    {lastOfRun && blog && (
                      <Avatar blogName={blog.name} size={24} alt="" shape={blog.avatarShape} />
                    )}
                  </span>
                )}
                <div className={styles.column}>
                  {props.showNames && !mine && !isCollapsed && blog && (
                    <span className={styles.sender}>{blog.name}</span>
                  )}
                  {row.kind === 'message' ? (
                    <Content
                      message={row.message}
                      blog={blog}
                      blurImages={blurImages && !mine}
                      onReveal={props.onReveal}
                    />
                  ) : (
                    <>
                      <div className={styles.bubble}>
                        <OutgoingContent message={row.item.message} />
                      </div>
                      <SendStatus
                        item={row.item}
                        onRetry={() => props.onRetry(row.item.clientTs)}
                        onDismiss={() => props.onDismiss(row.item.clientTs)}
                      />
                    </>
                  )}
                </div>
              </div>
            </div>
          );
        })}
      </div>
      {pill > 0 && (
        <button type="button" className={styles.pill} onClick={toBottom}>
          {badgeText(pill)} new {pill === 1 ? 'message' : 'messages'}
        </button>
      )}
    </div>
  );
}

function Content({
  message,
  blog,
  blurImages,
  onReveal,
}: {
  message: Message;
  blog: ListBlog | undefined;
  blurImages: boolean;
  onReveal: () => void;
}) {
  const name = blog?.name ?? 'a blog';
  const safeMode = useSafeMode();
  const [sensitiveShown, setSensitiveShown] = useState(false);
  const strangers = blurImages && !blog?.followed;
  // Issue 19: a GIF from a sensitive post stays blurred for a reader in safe mode until they ask.
  const sensitive = safeMode.on && !!message.post?.is_nsfw && !sensitiveShown;
  switch (message.type) {
    case 'TEXT':
      return (
        <div className={styles.bubble}>{message.content && <MessageText content={message.content} />}</div>
      );
    case 'POSTREF':
      return (
        <div className={`${styles.bubble} ${styles.postBubble}`}>
          <PostMessage post={message.post} />
        </div>
      );
    case 'IMAGE':
      return message.image ? (
        <div className={`${styles.media} ${message.post ? styles.gifMessage : ''}`}>
          <ImageMessage
            image={message.image}
            blurred={strangers || sensitive}
            senderName={name}
            onReveal={() => {
              setSensitiveShown(true);
              if (strangers) onReveal();
            }}
          />
          {message.post && <GifCredit post={message.post} />}
        </div>
      ) : (
        <div className={`${styles.bubble} ${styles.postBubble}`}>
          <p className={`${styles.text} ${styles.gone}`}>{messagingTexts.imageGone}</p>
        </div>
      );
    case 'STICKER':
      return message.sticker ? (
        <div className={styles.media}>
          <StickerMessage sticker={message.sticker} />
        </div>
      ) : null;
  }
}
