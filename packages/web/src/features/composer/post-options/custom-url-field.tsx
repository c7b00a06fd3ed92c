import { SLUG_MAX_LENGTH } from '@rookery/core';
import { TextField } from '../../../ui/text-field/text-field';
import { permalinkPreview } from './post-options';
import styles from './post-options.module.css';

interface CustomUrlFieldProps {
  blog: string;
  postId: string;
  value: string;
  onChange: (customUrl: string) => void;
}

/** The post's custom URL (its slug), with the permalink it makes: /{blog}/post/{id}/{slug}. */
export function CustomUrlField({ blog, postId, value, onChange }: CustomUrlFieldProps) {
  return (
    <TextField
      label="Custom URL"
      value={value}
      maxLength={SLUG_MAX_LENGTH}
      placeholder="a-few-words-about-it"
      autoComplete="off"
      spellCheck={false}
      hint={
        <>
          Permalink: <span className={styles.permalink}>{permalinkPreview(blog, postId, value)}</span>
          {!postId && ' (the number comes when it is posted)'}
        </>
      }
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
