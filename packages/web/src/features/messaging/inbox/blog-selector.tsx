import { badgeText, type Channel } from '@rookery/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Avatar } from '../../../ui/avatar/avatar';
import { ARROW_FOCUS } from '../recipients/arrow-focus';
import styles from './blog-selector.module.css';

interface BlogSelectorProps {
  blogs: Channel[];
  /** The chosen blog's uuid. */
  value: string;
  onChange: (blog: Channel) => void;
  /** Unread messages of a blog, for its badge. */
  unreadOf: (uuid: string) => number;
  /** What the choice is for, for assistive technology ("Inbox of", "Send as"). */
  label: string;
  /** Where the list opens: below the button (the inbox's header), or above it (the share box). */
  opens?: 'down' | 'up';
}

/**
 * The sender-blog selector (spec §2): the chosen blog's avatar and name, and a dropdown of the
 * user's blogs with their unread badges only when there is more than one.
 */
export function BlogSelector({ blogs, value, onChange, unreadOf, label, opens = 'down' }: BlogSelectorProps) {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const chosen = blogs.find((b) => b.uuid === value) ?? blogs[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!chosen) return null;
  const face = (
    <>
      <Avatar blogName={chosen.name} size={24} shape={chosen.global_theme_params.avatar_shape} alt="" />
      <span className={styles.name}>{chosen.name}</span>
    </>
  );
  if (blogs.length < 2) return <span className={styles.single}>{face}</span>;

  const othersUnread = blogs.reduce((sum, b) => (b.uuid === chosen.uuid ? sum : sum + unreadOf(b.uuid)), 0);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape from anywhere in the open list closes it
    <div
      ref={root}
      className={styles.root}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // The list closes; the popover around it stays.
          event.stopPropagation();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.button}
        aria-label={`${label} ${chosen.name}${othersUnread > 0 ? `, ${othersUnread} unread on your other blogs` : ''}`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        {...ARROW_FOCUS}
      >
        {face}
        {othersUnread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {badgeText(othersUnread)}
          </span>
        )}
        <svg className={styles.caret} width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="3" />
        </svg>
      </button>
      {open && (
        <ul id={listId} className={`${styles.list} ${styles[opens]}`} aria-label={label}>
          {blogs.map((blog) => {
            const unread = unreadOf(blog.uuid);
            return (
              <li key={blog.uuid}>
                <button
                  type="button"
                  className={styles.option}
                  aria-current={blog.uuid === chosen.uuid ? 'true' : undefined}
                  aria-label={unread > 0 ? `${blog.name}, ${unread} unread` : blog.name}
                  onClick={() => {
                    setOpen(false);
                    button.current?.focus();
                    if (blog.uuid !== chosen.uuid) onChange(blog);
                  }}
                  {...ARROW_FOCUS}
                >
                  <Avatar
                    blogName={blog.name}
                    size={30}
                    shape={blog.global_theme_params.avatar_shape}
                    alt=""
                  />
                  <span className={styles.optionName}>{blog.name}</span>
                  {unread > 0 && (
                    <span className={styles.badge} aria-hidden="true">
                      {badgeText(unread)}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
