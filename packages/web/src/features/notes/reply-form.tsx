import { type PostView, REPLY_MAX_LENGTH } from '@rookery/core';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../ui/button/button';
import styles from './notes-panel.module.css';
import { useReply } from './use-notes';

/**
 * The reply field: one line (a reply has no line breaks), up to REPLY_MAX_LENGTH characters; Enter
 * or the button sends it, which waits while the reply is saving and while the field is empty.
 */
export function ReplyForm({ post, autoFocus }: { post: PostView; autoFocus: boolean }) {
  const [text, setText] = useState('');
  const reply = useReply(post);
  const input = useRef<HTMLInputElement>(null);
  const empty = text.trim() === '';

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  return (
    <form
      className={styles.replyForm}
      onSubmit={(event) => {
        event.preventDefault();
        if (empty || reply.isPending) return;
        reply.mutate(text.trim(), { onSuccess: (answer) => answer && setText('') });
      }}
    >
      <label className="visually-hidden" htmlFor={`reply-${post.id}`}>
        Your reply
      </label>
      <input
        ref={input}
        id={`reply-${post.id}`}
        className={styles.replyInput}
        value={text}
        maxLength={REPLY_MAX_LENGTH}
        placeholder="Unleash a compliment..."
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit" aria-disabled={empty || reply.isPending}>
        {reply.isPending ? 'Replying...' : 'Reply'}
      </Button>
    </form>
  );
}
