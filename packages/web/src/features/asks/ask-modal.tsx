import { askMessages, type BlogData } from '@rookery/core';
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import { Avatar } from '../../ui/avatar/avatar';
import { ButtonLink } from '../../ui/button/button';
import { GlassModal } from '../../ui/dialogs/glass-modal';
import { currentChannel, useCurrentUser } from '../accounts/use-session';
import styles from './ask.module.css';
import { AskForm } from './ask-form';

interface AskModalProps {
  blog: BlogData;
  onClose: () => void;
  onSent: () => void;
}

/**
 * The ask form as a modal over a glass overlay (spec document 2 §2). Only a signed-in user with a
 * blog may ask (§6): a visitor is asked to log in and comes back here; a blog that takes no
 * questions, or the user's own blog, says so instead of showing the form.
 */
export function AskModal({ blog, onClose, onSent }: AskModalProps) {
  const titleId = useId();
  // The question box takes focus when there is one; otherwise the first control (Close).
  const inputRef = useRef<HTMLTextAreaElement>(null);
  return (
    <GlassModal
      titleId={titleId}
      onClose={onClose}
      initialFocus={inputRef}
      data={{ 'data-ask-form': blog.name }}
      header={
        <>
          <Avatar blogName={blog.name} size={48} shape={blog.global_theme_params.avatar_shape} alt="" />
          <div className={styles.heading}>
            <h2 id={titleId} className={styles.title}>
              {blog.ask_page_title || 'Ask me anything'}
            </h2>
            <p className={styles.blogName}>{blog.name}</p>
          </div>
        </>
      }
    >
      <AskBody blog={blog} onClose={onClose} onSent={onSent} inputRef={inputRef} />
    </GlassModal>
  );
}

function AskBody({
  blog,
  onClose,
  onSent,
  inputRef,
}: AskModalProps & { inputRef: RefObject<HTMLTextAreaElement | null> }) {
  const user = useCurrentUser();
  const asker = user ? currentChannel(user)?.name : undefined;
  const here = `/${encodeURIComponent(blog.name)}/ask`;
  if (!user) {
    return (
      <Notice text={`You need to log in to ask ${blog.name} a question.`}>
        <ButtonLink to="/register" variant="secondary" state={{ from: here }}>
          Sign up
        </ButtonLink>
        <ButtonLink to="/login" state={{ from: here }}>
          Log in
        </ButtonLink>
      </Notice>
    );
  }
  if (!asker) return <Notice text={askMessages.askNeedsBlog} />;
  if (user.channels.some((c) => c.name === blog.name)) return <Notice text={askMessages.askOwnBlog} />;
  if (!blog.asks) return <Notice text={askMessages.askClosed} />;
  return <AskForm blog={blog} asker={asker} onSent={onSent} onCancel={onClose} inputRef={inputRef} />;
}

function Notice({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <div className={styles.notice}>
      <p>{text}</p>
      {children && <div className={styles.buttons}>{children}</div>}
    </div>
  );
}
