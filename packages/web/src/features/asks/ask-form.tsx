import {
  ASK_INPUT_THROTTLE_MS,
  askCounter,
  askQuestionProblem,
  askQuestionSendable,
  type BlogData,
  cleanQuestion,
  stripNewlines,
} from '@rookery/core';
import { type FormEvent, type RefObject, useId, useState } from 'react';
import { errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { Switch } from '../../ui/switch/switch';
import styles from './ask.module.css';
import { AskCounter } from './ask-counter';
import { useAsk } from './use-ask';
import { useThrottled } from './use-throttled';

interface AskFormProps {
  blog: BlogData;
  /** The blog the question is asked as (the user's current blog). */
  asker: string;
  onSent: () => void;
  onCancel: () => void;
  inputRef?: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The ask form (spec document 2 §4, §5): newlines never get in (Enter is blocked, pasted ones are
 * removed), the counter shows near the limit, and Ask waits for 1 to 500 characters and for the
 * call in flight. The links rule runs here first with the server's words; anything the server
 * still refuses shows in the form.
 */
export function AskForm({ blog, asker, onSent, onCancel, inputRef }: AskFormProps) {
  const [question, setQuestion] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const ask = useAsk();
  const counted = useThrottled(question, ASK_INPUT_THROTTLE_MS);
  const inputId = useId();
  const counterId = `${inputId}-counter`;
  const anonymousAllowed = blog.anonymous_asks;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!askQuestionSendable(question) || ask.isPending) return;
    const cleaned = cleanQuestion(question);
    const problem = askQuestionProblem(cleaned, [window.location.host]);
    if (problem) {
      setError(problem);
      return;
    }
    setError(null);
    ask.mutate(
      { recipient: blog.name, anonymous: anonymousAllowed && anonymous, question: cleaned },
      { onSuccess: onSent, onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className="visually-hidden">
        Your question
      </label>
      <div className={styles.inputBox}>
        <textarea
          ref={inputRef}
          id={inputId}
          className={styles.input}
          value={question}
          placeholder="Ask a question…"
          rows={4}
          aria-describedby={askCounter(counted) ? counterId : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setQuestion(stripNewlines(event.target.value));
            if (error) setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
          readOnly={ask.isPending}
        />
        <AskCounter question={counted} id={counterId} />
      </div>
      <FormError message={error} />
      {anonymousAllowed && <Switch label="Ask anonymously" checked={anonymous} onChange={setAnonymous} />}
      <div className={styles.footer}>
        <p className={styles.asker}>
          {anonymous && anonymousAllowed ? (
            'Asking anonymously'
          ) : (
            <>
              <Avatar blogName={asker} size={24} alt="" />
              <span>
                Asking as <strong>{asker}</strong>
              </span>
            </>
          )}
        </p>
        <div className={styles.buttons}>
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!askQuestionSendable(question) || ask.isPending}>
            {ask.isPending ? 'Asking…' : 'Ask'}
          </Button>
        </div>
      </div>
    </form>
  );
}
