import type { PostForm } from '@rookery/core';
import { PlainEditor } from '../../editor/plain-editor';
import styles from './fields.module.css';
import { useFieldsLocked } from './fields-locked';

/**
 * The plain-text editor's optional character limit for titles. Spec document 1 §5 has a limit that
 * truncates pasted text but does not show its value; 250 is our choice, long enough for any title.
 */
export const TITLE_MAX_LENGTH = 250;

interface TitleFieldProps {
  form: PostForm;
  update: (patch: Partial<PostForm>) => void;
  label?: string;
  placeholder?: string;
  size?: 'title' | 'normal';
}

/** A post's title in the plain-text editor (p and br only), written to the form as plain text. */
export function TitleField({ form, update, label = 'Title', placeholder, size = 'title' }: TitleFieldProps) {
  const locked = useFieldsLocked();
  return (
    <div className={styles.plain}>
      <PlainEditor
        label={label}
        placeholder={placeholder ?? label}
        maxLength={TITLE_MAX_LENGTH}
        disabled={locked}
        className={`${styles.plainControl} ${styles[size]}`}
        value={form.title}
        onChange={(title) => update({ title })}
      />
    </div>
  );
}
