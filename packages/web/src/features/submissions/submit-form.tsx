import { type BlogData, SUBMISSION_TYPES, type SubmissionType } from '@rookery/core';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../api';
import { Avatar } from '../../ui/avatar/avatar';
import { Button } from '../../ui/button/button';
import { FormError } from '../../ui/forms/form-error';
import { PostTypeIcon } from '../composer/post-type-icons';
import styles from './submit.module.css';
import { EMPTY_FIELDS, type SubmitFields, SubmitFieldsOf } from './submit-fields';
import { useSubmit } from './use-submit';

const LABELS: Record<SubmissionType, string> = { text: 'Text', quote: 'Quote', link: 'Link' };

interface SubmitFormProps {
  blog: BlogData;
  /** The blog the post is submitted as (the user's current blog). */
  submitter: string;
  onSent: () => void;
}

/** A post for another blog's inbox: its type, its fields, then Submit. The server's rules answer in the form. */
export function SubmitForm({ blog, submitter, onSent }: SubmitFormProps) {
  const [type, setType] = useState<SubmissionType>('text');
  const [fields, setFields] = useState<SubmitFields>(EMPTY_FIELDS);
  const [error, setError] = useState<string | null>(null);
  const submit = useSubmit();

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending) return;
    setError(null);
    submit.mutate(
      { tumblelog: blog.name, type, ...fields },
      { onSuccess: onSent, onError: (failure) => setError(errorMessage(failure)) },
    );
  };

  return (
    <form className={styles.form} onSubmit={send} noValidate>
      <fieldset className={styles.types}>
        <legend className="visually-hidden">Kind of post</legend>
        {SUBMISSION_TYPES.map((option) => (
          <label key={option} className={styles.type}>
            <input
              type="radio"
              name="submission-type"
              value={option}
              checked={type === option}
              onChange={() => {
                setType(option);
                setError(null);
              }}
            />
            <PostTypeIcon type={option} size={22} />
            <span>{LABELS[option]}</span>
          </label>
        ))}
      </fieldset>
      <SubmitFieldsOf type={type} fields={fields} onChange={(patch) => setFields({ ...fields, ...patch })} />
      <FormError message={error} />
      <div className={styles.footer}>
        <p className={styles.submitter}>
          <Avatar blogName={submitter} size={24} alt="" />
          <span>
            Submitting as <strong>{submitter}</strong>
          </span>
        </p>
        <Button type="submit" disabled={submit.isPending}>
          {submit.isPending ? 'Submitting…' : 'Submit'}
        </Button>
      </div>
      <p className={styles.note}>
        {blog.name} sees your post first and decides whether to publish it. It stays credited to you.
      </p>
    </form>
  );
}
