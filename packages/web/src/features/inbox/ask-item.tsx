import { ANSWER_MAX_LENGTH, type InboxAsk, messages, shortAgo } from '@rookery/core';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../api';
import { Button } from '../../ui/button/button';
import { confirm } from '../../ui/dialogs/dialogs';
import { FormError } from '../../ui/forms/form-error';
import { openReportDialog } from '../reports/report-request';
import styles from './inbox.module.css';
import { InboxBlogName } from './inbox-blog';
import { useAnswer, useDeleteAsk } from './use-inbox-actions';

/** An ask in the inbox: who asked (or 'Anonymous'), the question, and the owner's answer, delete or report. */
export function AskItem({ blog, ask }: { blog: string; ask: InboxAsk }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const answer = useAnswer(blog);
  const remove = useDeleteAsk(blog);
  const inputId = useId();
  const busy = answer.isPending || remove.isPending;

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || busy) return;
    setError(null);
    answer.mutate({ ask, text }, { onError: (failure) => setError(errorMessage(failure)) });
  };
  const drop = async () => {
    if (await confirm({ message: messages.deletePostConfirm })) remove.mutate(ask.id);
  };

  return (
    <article
      className={styles.item}
      aria-label={`Question from ${ask.asker?.name ?? 'Anonymous'}`}
      data-ask-id={ask.id}
    >
      <header className={styles.itemHead}>
        <InboxBlogName blog={ask.asker} />
        <span className={styles.verb}>asked:</span>
        <time className={styles.time} dateTime={ask.created_at}>
          {shortAgo(ask.created_at)}
        </time>
      </header>
      <p className={styles.question}>{ask.question}</p>
      <form className={styles.answer} onSubmit={send}>
        <label htmlFor={inputId} className="visually-hidden">
          Your answer
        </label>
        <textarea
          id={inputId}
          className={styles.answerInput}
          placeholder="Write your answer…"
          value={text}
          rows={3}
          maxLength={ANSWER_MAX_LENGTH}
          readOnly={busy}
          onChange={(event) => setText(event.target.value)}
        />
        <FormError message={error} />
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void drop()} disabled={busy}>
            Delete
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              openReportDialog({ type: 'ask', id: ask.id, blogName: ask.asker?.name ?? null, canBlock: true })
            }
          >
            Report
          </Button>
          <Button type="submit" disabled={!text.trim() || busy}>
            {answer.isPending ? 'Answering…' : 'Answer'}
          </Button>
        </div>
      </form>
    </article>
  );
}
